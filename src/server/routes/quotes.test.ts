import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteLeads } from '../db/schema';
import { QUOTE_CONSENT_FIELDS, QUOTE_CONTACT_FIELDS, referencePattern } from '../../shared/quote-schemas';
import { parseFieldErrors } from '../../shared/field-errors';
import { describePublicWrite, publicWriteHarness } from '../test/public-write-cases';
import { newAccount } from '../test/test-app';
import { autoQuote, medicareQuote } from './quotes-fixtures';

const h = publicWriteHarness('quotePerIp', '10.20');

const postQuote = (body: unknown, headers: Record<string, string> = {}) =>
  h.post('/api/quotes', body, headers);

const leadsWithEmail = (email: string) =>
  h.app().database.db.select().from(quoteLeads).where(eq(quoteLeads.email, email));

const uniqueEmail = () => `lead.${Date.now().toString(36)}${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('POST /api/quotes', () => {
  it('stores a valid auto lead and answers 201 with the reference, line and time only', async () => {
    const email = uniqueEmail();
    const res = await postQuote(autoQuote({ email }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'line', 'reference']);
    expect(body.reference).toMatch(referencePattern);
    expect(body.line).toBe('auto');
    expect(res.headers.get('cache-control')).toBe('no-store');

    const [row] = await leadsWithEmail(email);
    expect(row).toMatchObject({
      reference: body.reference,
      line: 'auto',
      service: 'personal-auto',
      answers: { vehicles: 2, drivers: 2, currentCover: 'insured', zip: '04101' },
      firstName: 'Maren',
      phone: '+12075550161',
      contactTime: 'morning',
      consent: true,
      consentVersion: '2026-11-v1',
      status: 'new',
      userId: null,
    });
    expect(row?.consentAt).toBeInstanceOf(Date);
  });

  it('stores a Medicare lead on the health line with its service', async () => {
    const email = uniqueEmail();
    const res = await postQuote(medicareQuote({ email }));
    expect(res.status).toBe(201);
    const [row] = await leadsWithEmail(email);
    expect(row).toMatchObject({ line: 'health', service: 'medicare' });
    expect(row?.answers).toMatchObject({ ages: [66, 64], medicareInterest: ['supplement', 'part-d'] });
  });

  it('links the lead to the member when the request carries a session', async () => {
    const account = newAccount();
    const registered = await h.post('/api/auth/register', account);
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const email = uniqueEmail();
    expect((await postQuote(autoQuote({ email }), { Cookie: cookie })).status).toBe(201);
    const [row] = await leadsWithEmail(email);
    expect(row?.userId).toBe((await registered.json()).id);
  });

  it('answers each invalid field at its own name', async () => {
    const res = await postQuote(
      autoQuote({
        service: 'medicare',
        answers: { vehicles: 0, drivers: 'many', currentCover: 'maybe', zip: '4101' },
        firstName: '',
        lastName: 'x'.repeat(61),
        email: 'not-an-email',
        phone: '123',
        contactTime: 'midnight',
        consent: false,
        consentVersion: '1999',
        extra: 'field',
      }),
    );
    expect(res.status).toBe(400);
    const errors = parseFieldErrors(await res.json());
    expect(Object.keys(errors).sort()).toEqual(
      [
        'service',
        'answers.vehicles',
        'answers.drivers',
        'answers.currentCover',
        'answers.zip',
        ...QUOTE_CONTACT_FIELDS,
        ...QUOTE_CONSENT_FIELDS,
        'extra',
      ].sort(),
    );
    expect(errors['answers.zip']).toMatch(/5-digit ZIP/);
  });

  it('refuses an unknown line at the line field', async () => {
    const res = await postQuote(autoQuote({ line: 'boat' }));
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json())).toHaveProperty('line');
  });

  it('refuses a filled honeypot with 400 and stores nothing', async () => {
    const email = uniqueEmail();
    const res = await postQuote(autoQuote({ email, website: 'https://spam.example' }));
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json())).toHaveProperty('website');
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });
});

describe('Idempotency-Key on POST /api/quotes', () => {
  it('concurrent requests with the same key store one lead and all get the same answer', async () => {
    const email = uniqueEmail();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postQuote(autoQuote({ email }), { 'Idempotency-Key': key })),
    );
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((body) => body.reference)).size).toBe(1);
    expect(await leadsWithEmail(email)).toHaveLength(1);
  });
});

describePublicWrite(
  {
    path: '/api/quotes',
    valid: () => autoQuote({ email: uniqueEmail() }),
    invalid: (body) => ({ ...body, consent: false }),
    rowsFor: leadsWithEmail,
    limit: 'quotePerIp',
    secrets: (body) => [String(body.email), 'Maren', 'Quoteley', '555-0161', '5550161'],
    event: 'quote.created',
  },
  h,
);
