// Test helper: a real OpenAI-compatible /chat/completions server on loopback that streams its
// answer as server-sent events, the way hosted services and Ollama do. It records each request.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'stream' | 'silent' | 'fail' | 'slow';

export interface FakeLlm {
  baseUrl: string;
  mode: FakeMode;
  /** The reply, streamed one piece per SSE chunk. */
  pieces: string[];
  /** Streams the client closed before the end: the app stopped asking for more. */
  cancelled: number;
  requests: {
    headers: IncomingMessage['headers'];
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
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
      for (const piece of fake.pieces) {
        if (res.destroyed) return;
        res.write(chunk(piece));
        await new Promise((resolve) => setTimeout(resolve, fake.mode === 'slow' ? 150 : 5));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
