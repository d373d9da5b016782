// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreenHeight } from './use-screen-height';

/** A visual viewport the test resizes, as an on-screen keyboard or a pinch zoom would. */
class FakeViewport extends EventTarget {
  height = 844;
  scale = 1;
  resize(height: number, scale = 1) {
    this.height = height;
    this.scale = scale;
    this.dispatchEvent(new Event('resize'));
  }
}

const screenHeight = () => document.documentElement.style.getPropertyValue('--screen-height');

afterEach(cleanup);

describe('the chat screen height', () => {
  it('follows the visual viewport: a keyboard shortens it, a pinch zoom does not, leaving restores it', () => {
    const viewport = new FakeViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    const { unmount } = renderHook(() => useScreenHeight());
    // The whole window shows: the stylesheet's 100dvh, nothing written on <html>.
    expect(screenHeight()).toBe('');

    viewport.resize(500); // the keyboard opens
    expect(screenHeight()).toBe('500px');
    viewport.resize(422, 2); // zoomed in twice: the same layout height
    expect(screenHeight()).toBe('');
    viewport.resize(500); // the keyboard again
    expect(screenHeight()).toBe('500px');

    unmount();
    expect(screenHeight()).toBe('');
    viewport.resize(300);
    expect(screenHeight()).toBe('');
  });
});
