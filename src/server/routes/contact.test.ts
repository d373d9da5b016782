import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactReferencePattern } from '../../shared/contact-schema';
import { parseFieldErrors } from '../../shared/field-errors';
import { contactMessages } from '../db/schema';
import { describePublicWrite, publicWriteHarness } from '../test/public-write-cases';

const h = publicWriteHarness('contactPerIp', '10.30');
const uniqueEmail = () => `writer.${Date.now().toString(36)}${crypto.randomUUID().slice(0, 8)}@example.com`;

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Penworthy',
    email: uniqueEmail(),
    phone: '(207) 555-0172',
    topic: 'medicare',
    message: 'I turn 65 in March and would like to talk about Medigap.',
    preferredContact: 'phone',
    website: '',
    ...overrides,
  };
}

const postContact = (body: unknown, headers: Record<string, string> = {}) =>
  h.post('/api/contact', body, headers);

const rowsWithEmail = (email: string) =>
  h.app().database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with the reference only', async () => {
    const body = message();
    const res = await postContact(body);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(Object.keys(answer)).toEqual(['reference']);
    expect(answer.reference).toMatch(contactReferencePattern);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [row] = await rowsWithEmail(body.email);
    expect(row).toMatchObject({
      reference: answer.reference,
      name: 'Ada Penworthy',
      phone: '+12075550172',
      topic: 'medicare',
      preferredContact: 'phone',
      status: 'new',
    });
  });

  it('stores a message without a phone number when the reply goes by email', async () => {
    const body = message({ phone: '', preferredContact: 'email', topic: 'other' });
    expect((await postContact(body)).status).toBe(201);
    const [row] = await rowsWithEmail(body.email);
    expect(row?.phone).toBeNull();
  });

  it('answers each invalid field at its own name', async () => {
    const res = await postContact(
      message({
        name: '',
        email: 'not-an-email',
        topic: 'boats',
        message: 'short',
        preferredContact: 'fax',
        extra: 1,
      }),
    );
    expect(res.status).toBe(400);
    const errors = parseFieldErrors(await res.json());
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'extra',
      'message',
      'name',
      'preferredContact',
      'topic',
    ]);
    expect(errors.message).toMatch(/at least 10 characters/);
  });

  it('asks for a phone number when the visitor wants a call back', async () => {
    const res = await postContact(message({ phone: ' ', preferredContact: 'phone' }));
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json()).phone).toMatch(/phone number/);
  });

  it('refuses a message longer than 2000 characters', async () => {
    const res = await postContact(message({ message: 'a'.repeat(2001) }));
    expect(parseFieldErrors(await res.json()).message).toMatch(/at most 2000/);
  });

  it('refuses a filled honeypot with 400 and stores nothing', async () => {
    const body = message({ website: 'https://spam.example' });
    const res = await postContact(body);
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json())).toHaveProperty('website');
    expect(await rowsWithEmail(body.email)).toHaveLength(0);
  });
});

describePublicWrite(
  {
    path: '/api/contact',
    valid: () => message(),
    invalid: (body) => ({ ...body, message: 'short' }),
    rowsFor: rowsWithEmail,
    limit: 'contactPerIp',
    secrets: (body) => [String(body.email), 'Penworthy', '555-0172', '5550172', 'Medigap'],
    event: 'contact.created',
  },
  h,
);
