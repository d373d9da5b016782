// Three quote requests and a contact message from visitors, so the agent console's lists have
// something to work through on a fresh `npm start` (otherwise "0 leads", "No messages here"). Each
// seeded only into an empty table, checked by the same schema a real request passes, never again.
import { count, eq } from 'drizzle-orm';
import { CURRENT_CONSENT_VERSION } from '../../shared/quote-consent';
import { createQuoteSchema, type CreateQuoteInput } from '../../shared/quote-schemas';
import { contactSchema } from '../../shared/contact-schema';
import type { AppDb } from '../db/client';
import { contactMessages, quoteLeads } from '../db/schema';
import type { Logger } from '../logger';
import { createContactMessage } from './contact';
import { createQuote } from './quotes';

const consent = { consent: true, consentVersion: CURRENT_CONSENT_VERSION, website: '' } as const;

/** Each with how many days ago it came in and where the agent has got to with it. */
const demoLeads: { daysAgo: number; status: 'new' | 'contacted'; request: CreateQuoteInput }[] = [
  {
    daysAgo: 0,
    status: 'new',
    request: {
      line: 'health',
      service: 'medicare',
      answers: {
        whoNeedsCover: 'me-and-partner',
        ages: '64, 66',
        zip: '04105',
        medicareStatus: 'turning-65',
        medicareInterest: ['supplement', 'part-d'],
      },
      firstName: 'Margaret',
      lastName: 'Ellison',
      email: 'margaret.ellison@example.com',
      phone: '(207) 555-0183',
      contactTime: 'morning',
      ...consent,
    },
  },
  {
    daysAgo: 1,
    status: 'new',
    request: {
      line: 'auto',
      service: 'personal-auto',
      answers: { vehicles: 2, drivers: 3, currentCover: 'insured', zip: '04074' },
      firstName: 'Daniel',
      lastName: 'Okafor',
      email: 'd.okafor@example.com',
      phone: '(207) 555-0127',
      contactTime: 'any',
      ...consent,
    },
  },
  {
    daysAgo: 3,
    status: 'contacted',
    request: {
      line: 'life',
      answers: { age: 45, tobacco: 'no', coverageAmount: '500k', termLength: '20' },
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'priya.natarajan@example.com',
      phone: '(207) 555-0196',
      contactTime: 'afternoon',
      ...consent,
    },
  },
];

const demoMessage = {
  name: 'Harold Brennan',
  email: 'harold.brennan@example.com',
  phone: '(207) 555-0164',
  topic: 'medicare',
  message:
    'My wife turns 65 in June and I am already on Medicare through my old job. Can you go through ' +
    'her choices with both of us on the phone one afternoon? She is still working part time.',
  preferredContact: 'phone',
  website: '',
};

export async function seedDemoInbox(db: AppDb, logger: Logger): Promise<void> {
  await seedDemoLeads(db, logger);
  const [messages] = await db.select({ n: count() }).from(contactMessages);
  if ((messages?.n ?? 0) > 0) return;
  const now = new Date(Date.now() - 5 * 60 * 60_000);
  await createContactMessage(contactSchema.parse(demoMessage), { db, logger, now, requestId: 'seed' });
}

async function seedDemoLeads(db: AppDb, logger: Logger): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(quoteLeads);
  if ((existing?.n ?? 0) > 0) return;
  const day = 24 * 60 * 60_000;
  for (const { daysAgo, status, request } of demoLeads) {
    const data = createQuoteSchema.parse(request);
    const now = new Date(Date.now() - daysAgo * day - 2 * 60 * 60_000);
    const created = await createQuote(data, { db, logger, now, requestId: 'seed', userId: undefined });
    if (status !== 'new')
      await db.update(quoteLeads).set({ status }).where(eq(quoteLeads.reference, created.reference));
  }
  logger.info('seed.demo_leads', { leads: demoLeads.length });
}
