// The answer email: an agent's answer writes one email to the author, in the
// answer's transaction, unless the author unticked "email me" or opted out of notifications.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionDetailSchema } from '../../shared/questions-schemas';
import { emailOptOuts, emailOutbox } from '../db/schema';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let member: Person;
let agent: Person;
const big = { max: 1000, windowMs: 60_000 };

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: big, questionPerAccount: big } });
  [member, agent] = await Promise.all([registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

async function ask(title: string, extra: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/questions', {
    who: member,
    body: {
      title,
      body: 'Enough detail for the agents to give a useful answer here.',
      topic: 'home',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return questionDetailSchema.parse(await res.json());
}

async function answer(id: string) {
  const res = await call(t, 'POST', `/api/agent/questions/${id}/answers`, {
    who: agent,
    body: { body: 'Yes: sewer backup needs its own endorsement on most policies.' },
  });
  expect(res.status).toBe(201);
}

const emailsTo = (to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to.toLowerCase()), eq(emailOutbox.template, 'question-answered')));

describe('the answer email', () => {
  it('is written once per answer, to the author, with a link to the question and an unsubscribe', async () => {
    const before = (await emailsTo(member.email)).length;
    const question = await ask('Does my policy cover a sewer backup?');
    await answer(question.id);
    const emails = await emailsTo(member.email);
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1)!;
    expect(email.subject).toBe('Your question has an answer');
    expect(email.textBody).toContain('Does my policy cover a sewer backup?');
    expect(email.textBody).toContain(`/dashboard/question/${question.id}`);
    expect(email.textBody).not.toContain('sewer backup needs its own endorsement');
    expect((email.headers as Record<string, string>)['List-Unsubscribe']).toMatch(/^<http.*token=/);
  });

  it('is not written when the author unticked it', async () => {
    const before = (await emailsTo(member.email)).length;
    const question = await ask('Quiet question about renters cover', { notifyByEmail: false });
    await answer(question.id);
    expect(await emailsTo(member.email)).toHaveLength(before);
  });

  it('is not written to an address that opted out of notifications', async () => {
    await t.database.db
      .insert(emailOptOuts)
      .values({ email: member.email.toLowerCase(), list: 'notifications' });
    const before = (await emailsTo(member.email)).length;
    const question = await ask('Question after opting out of notifications');
    await answer(question.id);
    expect(await emailsTo(member.email)).toHaveLength(before);
  });
});
