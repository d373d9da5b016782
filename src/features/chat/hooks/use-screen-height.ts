// Keeps the chat screen as tall as the part of the window that shows: an on-screen keyboard
// shrinks the visual viewport but not `100dvh` (Chrome on Android resizes the visual viewport
// only), so without this the composer would sit under the keyboard. Read by app-layouts.css.
import { useEffect } from 'react';

export function useScreenHeight() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    // Pinch zoom shrinks the visual viewport too, in zoomed pixels: scale brings it back to the
    // layout's, so zooming in does not shorten the screen; a keyboard (scale 1) does.
    const update = () =>
      root.style.setProperty('--screen-height', `${Math.round(viewport.height * viewport.scale)}px`);
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty('--screen-height');
    };
  }, []);
}
