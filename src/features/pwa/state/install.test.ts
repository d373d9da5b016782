import { describe, expect, it } from 'vitest';
import { isIosSafari, rememberDismissal, wasDismissed } from './install';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('install invitation rules', () => {
  it('iPhone Safari gets the Share-menu instructions, Chrome on iPhone and desktop Safari do not', () => {
    expect(isIosSafari({ userAgent: iphone, maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(
      isIosSafari({
        userAgent: iphone.replace('Version/18.0', 'CriOS/130.0'),
        maxTouchPoints: 5,
        standalone: false,
      }),
    ).toBe(false);
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(isIosSafari({ userAgent: mac, maxTouchPoints: 0, standalone: false })).toBe(false);
    // iPadOS presents itself as a Mac with a touch screen.
    expect(isIosSafari({ userAgent: mac, maxTouchPoints: 5, standalone: false })).toBe(true);
  });

  it('a dismissal is remembered for good', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(wasDismissed(storage)).toBe(false);
    rememberDismissal(storage);
    expect(wasDismissed(storage)).toBe(true);
  });
});
