import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

// What the app's email worker delivered over SMTP to the e2e runner's loopback server
// (scripts/e2e-mail-sink.mjs), one JSON line a message.

export interface DeliveredEmail {
  to: string[];
  subject: string;
  text: string;
  listUnsubscribe: string;
}

async function delivered(): Promise<DeliveredEmail[]> {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set: run the journeys with npm run test:e2e');
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DeliveredEmail);
}

/** Waits for an email with this subject to arrive for the address over SMTP, and returns it. */
export async function deliveredTo(address: string, subject: string): Promise<DeliveredEmail> {
  let found: DeliveredEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await delivered()).find(
          (m) => m.to.includes(address.toLowerCase()) && m.subject === subject,
        );
        return Boolean(found);
      },
      { timeout: 30_000, message: `an email "${subject}" to ${address} over SMTP` },
    )
    .toBe(true);
  return found!;
}
