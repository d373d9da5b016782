// Test helpers for the chat suites: read a text/event-stream answer into its events.
import type { ChatEventName } from '../../shared/chat-schemas';

export interface SseEvent {
  event: ChatEventName;
  data: unknown;
}

/** Parses a whole SSE body: blocks separated by a blank line, `event:` and `data:` lines. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event: event as ChatEventName, data: JSON.parse(data) as unknown };
    });
}

/** The reply text: every delta joined. */
export const replyText = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');

export const eventData = <T>(events: SseEvent[], name: ChatEventName) =>
  events.find((e) => e.event === name)?.data as T;
