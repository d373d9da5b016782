// A real SMTP server on 127.0.0.1 for tests: it can refuse the next N messages with a temporary
// error (451), then accepts and keeps what arrives, read by mailparser: headers unfolded, the text
// and HTML parts decoded.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased; folded lines joined. The first value of each name. */
  headers: Map<string, string>;
  /** The decoded text part, then the decoded HTML part: where the links are. */
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

/**
 * Header names lower-cased, each with its first value: mailparser's decoded text where it gives
 * one (subject, message id), else the value as written with its folded lines joined (addresses,
 * content type, list headers, which mailparser turns into objects).
 */
function headersOf(mail: ParsedMail): Map<string, string> {
  const headers = new Map<string, string>();
  for (const { key, line } of mail.headerLines) {
    const parsed = mail.headers.get(key);
    const value =
      typeof parsed === 'string'
        ? parsed
        : line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim();
    if (!headers.has(key)) headers.set(key, value);
  }
  return headers;
}

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
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: raw.toString('utf8'),
              headers: headersOf(mail),
              body: [mail.text ?? '', mail.html || ''].join('\n'),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
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
