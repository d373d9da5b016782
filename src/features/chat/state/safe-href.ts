/** A site path (`/resources/x#y`), an in-page anchor or an http(s) URL; anything else (javascript:, data:, //host) is refused. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  if (/^#[\w-]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
