// Server-sent events read from a fetch body. POST /api/chat streams them, and EventSource cannot
// POST, so we parse the text/event-stream format ourselves (only the fields the chat uses).

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Feeds text chunks in, gets whole events out. A chunk may end anywhere (mid-line, mid-event), so
 * the unfinished tail waits for the next chunk.
 */
export function createSseParser(): { push: (chunk: string) => SseEvent[]; end: () => SseEvent[] } {
  let buffer = '';

  const parseBlock = (block: string): SseEvent | null => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue; // a comment, e.g. a keep-alive
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length ? { event, data: data.join('\n') } : null;
  };

  const drain = (final: boolean): SseEvent[] => {
    buffer = buffer.replace(/\r\n?/g, '\n');
    const blocks = buffer.split('\n\n');
    buffer = final ? '' : (blocks.pop() ?? '');
    return blocks.map(parseBlock).filter((event): event is SseEvent => event !== null);
  };

  return {
    push: (chunk) => {
      buffer += chunk;
      return drain(false);
    },
    end: () => drain(true),
  };
}

/** Every event of a response body, in order, as it arrives. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    reader.releaseLock();
  }
}
