// A real SMTP server on 127.0.0.1 for tests: it can refuse the next N messages with a temporary
// error (451), then accepts and keeps what arrives, with the headers unfolded and the body decoded.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased; folded lines joined. The first value of each name. */
  headers: Map<string, string>;
  /** The raw body with quoted-printable soft breaks and escapes undone: good enough to find links. */
  body: string;
}

export interface LoopbackSmtp {
  url: string;
  received: ReceivedEmail[];
  /** Refuse the next `count` messages at MAIL FROM. */
  refuseNext(count: number): void;
  refusals: number;
  close(): Promise<void>;
}

function parseHeaders(raw: string): Map<string, string> {
  const end = raw.indexOf('\r\n\r\n');
  const unfolded = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedEmail[] = [];
  let toRefuse = 0;
  const state = { refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        state.refusals += 1;
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          headers: parseHeaders(raw),
          body: decodeQuotedPrintable(raw.slice(raw.indexOf('\r\n\r\n') + 4)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => (toRefuse = count),
    get refusals() {
      return state.refusals;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
