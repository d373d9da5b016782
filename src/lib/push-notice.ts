// What the service worker shows for a push and where a tap on it goes (decision 240). The payload
// comes from our server, but a worker trusts nothing it parses: the title and line are cut to
// length and the address must be a path on this site, or the dashboard is opened instead.
import type { PushPayload } from '../shared/push-schemas';

const FALLBACK: PushPayload = {
  title: 'News from your agency',
  body: 'Open your dashboard to see it.',
  url: '/dashboard',
};

/** A path on this origin: one leading slash, not `//host` nor `/\host` (both leave the site). */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : undefined;
}

const line = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** The notice for a push's JSON text; a push that cannot be read still shows the fallback notice. */
export function noticeFromPush(text: string | undefined): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Browsers require every push to show a notification: the fallback says there is news.
  }
  return {
    title: line(data.title, 120) ?? FALLBACK.title,
    body: line(data.body, 200) ?? FALLBACK.body,
    url: sitePath(data.url) ?? FALLBACK.url,
  };
}
