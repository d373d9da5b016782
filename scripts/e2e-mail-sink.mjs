// The browser journeys' mail server: a real SMTP server on loopback that the app's email worker
// delivers to (SMTP_URL), keeping each message it accepts as one JSON line in a file the journeys
// read (e2e/mail.ts). It runs in the e2e runner's process, alongside Playwright.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startMailSink(dir) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mail.jsonl');
  writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const line = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            // Unfolded: a long header arrives split over lines.
            listUnsubscribe: (mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '').replace(
              /\r\n[ \t]+/g,
              ' ',
            ),
            receivedAt: new Date().toISOString(),
          };
          appendFileSync(file, `${JSON.stringify(line)}\n`);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    file,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
