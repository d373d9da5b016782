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

/**
 * Reads a streamed answer until `text` has arrived, and returns all of it. A stream that ends first
 * fails the test with what came: a loop on `reader.read()` past the end never yields to a timer, so
 * the test timeout could not stop it.
 */
export async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string) {
  const decoder = new TextDecoder();
  let seen = '';
  while (!seen.includes(text)) {
    const part = await reader.read();
    if (part.done) throw new Error(`the stream ended before "${text}" arrived; it sent:\n${seen}`);
    seen += decoder.decode(part.value, { stream: true });
  }
  return seen;
}
