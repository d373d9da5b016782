// Test helper: a real OpenAI-compatible /chat/completions server on loopback that streams its
// answer as server-sent events, the way hosted services and Ollama do. It records each request.
// Modes that misbehave: 'silent' never answers, 'fail' answers 500, 'slow' pauses 150 ms between
// pieces, 'stall' sends the first piece and then nothing, 'flood' sends every piece at once (a
// model that runs on for 20,000 tokens), 'length' ends with finish_reason "length" mid-sentence.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'stream' | 'silent' | 'fail' | 'slow' | 'stall' | 'flood' | 'length';

export interface FakeLlm {
  baseUrl: string;
  mode: FakeMode;
  /** The reply, streamed one piece per SSE chunk. */
  pieces: string[];
  /** Streams the client closed before the end: the app stopped asking for more. */
  cancelled: number;
  requests: {
    headers: IncomingMessage['headers'];
    body: {
      model: string;
      stream: boolean;
      max_tokens?: number;
      messages: { role: string; content: string }[];
    };
  }[];
  close(): Promise<void>;
}

const chunk = (text: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text } }] })}\n\n`;

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: '',
    mode: 'stream',
    pieces: [],
    cancelled: 0,
    requests: [],
    close: () => {
      // A 'silent' request is still open; drop it so close() can finish.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', async () => {
      fake.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      if (fake.mode === 'silent') return; // never answers: the client's time-out must fire
      if (fake.mode === 'fail')
        return res
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
      res.on('close', () => {
        if (!res.writableFinished) fake.cancelled += 1;
      });
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\n\n`,
      );
      for (const [i, piece] of fake.pieces.entries()) {
        if (res.destroyed) return;
        res.write(chunk(piece));
        if (fake.mode === 'stall') return; // one piece, then silence with the stream open
        if (fake.mode === 'flood') {
          // Let the client read (and cancel) between bursts, as a real socket would.
          if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, fake.mode === 'slow' ? 150 : 5));
      }
      if (fake.mode === 'length') {
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'length' }] })}\n\n`,
        );
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
