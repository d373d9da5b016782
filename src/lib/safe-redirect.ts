// A redirect target from the query string is attacker-controlled: only same-site relative paths
// pass. The check runs on the raw text and again on what the URL parser makes of it, because
// "/..//evil.example" normalises to "//evil.example", which a browser reads as another host.
const UNSAFE = /[\\\u0000-\u001f\u007f]|%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

const sameSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);

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
