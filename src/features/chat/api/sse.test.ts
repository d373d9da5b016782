import { describe, expect, it } from 'vitest';
import { createSseParser, readSse } from './sse';

// What Hono's streamSSE writes for one short reply (docs/contracts.md "Chat").
const recorded = [
  'event: meta\ndata: {"conversationId":"c1","messageId":"m1"}\n\n',
  'event: delta\ndata: {"text":"Medicare Part B covers "}\n\n',
  'event: delta\ndata: {"text":"doctor visits [1]."}\n\n',
  'event: citations\ndata: [{"url":"/resources/medicare-guide#part-b","title":"Medicare guide"}]\n\n',
  'event: suggestions\ndata: [{"label":"Talk to an agent","url":"/dashboard/ask"}]\n\n',
  'event: done\ndata: {"messageId":"m1"}\n\n',
].join('');

function streamOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('the server-sent events parser', () => {
  it('reads every event of a recorded reply in order with its data', () => {
    const events = createSseParser().push(recorded);
    expect(events.map((e) => e.event)).toEqual([
      'meta',
      'delta',
      'delta',
      'citations',
      'suggestions',
      'done',
    ]);
    expect(JSON.parse(events[1]!.data)).toEqual({ text: 'Medicare Part B covers ' });
  });

  it('gives the same events when the bytes arrive in tiny chunks, split inside characters', async () => {
    const withAccent = recorded.replace('doctor', 'médecin ✓');
    const events = [];
    for await (const event of readSse(streamOf(withAccent, 3))) events.push(event);
    expect(events).toHaveLength(6);
    expect(JSON.parse(events[2]!.data).text).toBe('médecin ✓ visits [1].');
  });

  it('holds back an unfinished event until the rest comes', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"te')).toEqual([]);
    expect(parser.push('xt":"hi"}\n\n')).toEqual([{ event: 'delta', data: '{"text":"hi"}' }]);
  });

  it('joins multi-line data, skips comments and accepts CRLF line ends', () => {
    const events = createSseParser().push(': keep-alive\r\n\r\nevent: x\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(events).toEqual([{ event: 'x', data: 'a\nb' }]);
  });

  it('uses "message" when a block names no event, and gives a last block without its blank line at the end', () => {
    const parser = createSseParser();
    expect(parser.push('data: 1\n\ndata: 2')).toEqual([{ event: 'message', data: '1' }]);
    expect(parser.end()).toEqual([{ event: 'message', data: '2' }]);
  });
});
