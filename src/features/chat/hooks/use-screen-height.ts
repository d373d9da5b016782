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
    // layout's, so zooming in does not shorten the screen; a keyboard (scale 1) does. While the
    // visual viewport is the whole window, 100dvh (the stylesheet's fallback) is that height, and
    // nothing is written: a custom property set on <html> restyles the whole page (decision 248).
    const update = () => {
      const height = Math.round(viewport.height * viewport.scale);
      if (Math.abs(height - window.innerHeight) <= 1) root.style.removeProperty('--screen-height');
      else root.style.setProperty('--screen-height', `${height}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty('--screen-height');
    };
  }, []);
}
