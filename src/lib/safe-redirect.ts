// A redirect target from the query string is attacker-controlled: only same-site relative paths
// pass. The check runs on the raw text and again on what the URL parser makes of it, because
// "/..//evil.example" normalises to "//evil.example", which a browser reads as another host.
const ENCODED_UNSAFE = /%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

/** Control characters (tab, newline, NUL...) are dropped by URL parsers, which can join slashes. */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f');

const sameSitePath = (path: string) =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  !hasControl(path) &&
  !ENCODED_UNSAFE.test(path);

export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !sameSitePath(target)) return fallback;
  try {
    const base = 'http://same.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const result = url.pathname + url.search + url.hash;
    return sameSitePath(url.pathname) ? result : fallback;
  } catch {
    return fallback;
  }
}
