// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, COLOR_MODE_SCRIPT, MODULES_ELEMENT_ID } from '@/shared/color-mode-script';
import { COLOR_MODE_STORAGE_KEY, parsePreference, resolveColorMode } from './color-mode';
import { sendHeldFormOnceHydrated } from '@/lib/hydrate-on-demand';

// The inline boot script repeats the app's rules in plain JS; this keeps the two in step.
function runBootScript(saved: string | null, systemDark: boolean) {
  const root = document.documentElement;
  root.removeAttribute('data-color-mode');
  root.removeAttribute('data-color-preference');
  localStorage.clear();
  if (saved !== null) localStorage.setItem(COLOR_MODE_STORAGE_KEY, saved);
  // The script only asks about the dark scheme: a stand-in that answers just that.
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
  // The very text the pages inline, run in the page's global scope as a classic script is.
  new Function(COLOR_MODE_SCRIPT)();
  return {
    mode: root.getAttribute('data-color-mode'),
    preference: root.getAttribute('data-color-preference'),
  };
}

describe('colour mode boot script', () => {
  afterEach(() => localStorage.clear());

  it.each([null, 'light', 'dark', 'system', 'purple'])(
    'applies the same mode as the app for a saved value of %s, on a light or dark device',
    (saved) => {
      for (const systemDark of [false, true]) {
        const preference = parsePreference(saved);
        expect(runBootScript(saved, systemDark)).toEqual({
          preference,
          mode: resolveColorMode(preference, systemDark),
        });
      }
    },
  );

  it('a choice made in the header switch before hydration is saved and applied, and left to the app after', () => {
    runBootScript(null, false);
    document.body.innerHTML =
      '<div class="color-mode-switch"><select><option value="system">Match</option><option value="light">Light</option><option value="dark">Dark</option></select></div>';
    const select = document.querySelector('select')!;
    select.value = 'dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');

    document.documentElement.setAttribute('data-hydrated', '');
    select.value = 'light';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
  });

  it("follows the device's switch between light and dark while the page is open, unless a mode was chosen", () => {
    for (const saved of [null, 'dark']) {
      const listeners: (() => void)[] = [];
      let dark = false;
      window.matchMedia = ((query: string) => ({
        get matches() {
          return dark && query === '(prefers-color-scheme: dark)';
        },
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      })) as unknown as typeof window.matchMedia;
      localStorage.clear();
      if (saved) localStorage.setItem(COLOR_MODE_STORAGE_KEY, saved);
      new Function(COLOR_MODE_SCRIPT)();
      dark = true;
      listeners.forEach((listener) => listener());
      expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
      dark = false;
      listeners.forEach((listener) => listener());
      expect(document.documentElement.getAttribute('data-color-mode')).toBe(saved ? 'dark' : 'light');
    }
  });

  it('contains nothing that would end the script tag early', () => {
    expect(BOOT_SCRIPT).not.toContain('</');
  });

  it('starts the page modules only once the document is parsed: preloads first, then the entry', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = MODULES_ELEMENT_ID;
    list.textContent = JSON.stringify(['/assets/index-a.js', '/assets/react-b.js', '/assets/store-c.js']);
    document.body.append(list);
    new Function(BOOT_SCRIPT)();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-b.js',
      '/assets/store-c.js',
    ]);
    const entries = document.head.querySelectorAll('script[type="module"]');
    expect([...entries].map((script) => script.getAttribute('src'))).toEqual(['/assets/index-a.js']);
  });

  it("holds a send of the app's form until the page is hydrated, asks for the app, then sends it once", async () => {
    new Function(BOOT_SCRIPT)();
    document.body.innerHTML =
      '<form id="app" method="post"><button type="submit">Send</button></form><form id="search" action="/content"></form>';
    const app = document.getElementById('app') as HTMLFormElement;
    const sends = vi.fn((event: Event) => event.preventDefault());
    app.addEventListener('submit', sends);

    const held = new Event('submit', { bubbles: true, cancelable: true });
    app.dispatchEvent(held);
    expect(held.defaultPrevented, 'not posted to the page itself (a 405)').toBe(true);
    expect(sends).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-want-app')).toBe(true);
    const search = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')!.dispatchEvent(search);
    expect(search.defaultPrevented).toBe(false);

    const stop = sendHeldFormOnceHydrated();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends, 'not before the page is hydrated').not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends).toHaveBeenCalledTimes(1);
    stop();
    document.documentElement.removeAttribute('data-hydrated');
    document.documentElement.removeAttribute('data-want-app');
    document.body.innerHTML = '';
  });
});
