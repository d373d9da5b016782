// Follow-ups (POST /api/questions/:id/follow-ups): the answer email's "reply on the question page".
// The author asks again on their own question, which goes back to the agents' queue as open; the
// next answer emails the author again. Asked like a question: same text rules, same count.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentQueueResponseSchema } from '../../shared/agent-schemas';
import { parseFieldErrors } from '../../shared/field-errors';
import { questionDetailSchema } from '../../shared/questions-schemas';
import { emailOutbox, questionFollowUps } from '../db/schema';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;
const QUESTIONS_PER_DAY = 4;

beforeAll(async () => {
  t = await openTestApp({
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      questionPerAccount: { max: QUESTIONS_PER_DAY, windowMs: 24 * 3_600_000 },
    },
  });
  [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

async function ask(who: Person, title: string) {
  const res = await call(t, 'POST', '/api/questions', {
    who,
    body: { title, body: 'Enough detail for the agents to give a useful answer here.', topic: 'home' },
  });
  expect(res.status).toBe(201);
  return questionDetailSchema.parse(await res.json());
}

async function answer(id: string, body: string) {
  const res = await call(t, 'POST', `/api/agent/questions/${id}/answers`, { who: agent, body: { body } });
  expect(res.status).toBe(201);
  return questionDetailSchema.parse(await res.json());
}

const followUp = (who: Person | undefined, id: string, body: unknown, headers?: Record<string, string>) =>
  call(t, 'POST', `/api/questions/${id}/follow-ups`, { who, body, headers });

const answerEmailsTo = (person: Person) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.to, person.email.toLowerCase()), eq(emailOutbox.template, 'question-answered')),
    );

async function openQueueIds(): Promise<string[]> {
  const res = await call(t, 'GET', '/api/agent/questions?status=open', { who: agent });
  expect(res.status).toBe(200);
  return agentQueueResponseSchema.parse(await res.json()).items.map((item) => item.id);
}

describe('POST /api/questions/:id/follow-ups', () => {
  it("reopens the author's answered question for the agents, and the next answer emails the author again", async () => {
    const question = await ask(alice, 'Does my policy cover a burst pipe?');
    const answered = await answer(question.id, 'Sudden bursts are usually covered; slow leaks are not.');
    expect(answered.status).toBe('answered');
    expect(await openQueueIds()).not.toContain(question.id);
    const emailsBefore = (await answerEmailsTo(alice)).length;

    const res = await followUp(alice, question.id, {
      body: 'Thanks. The pipe froze in January while we were away: is that sudden or slow?',
    });
    expect(res.status).toBe(201);
    const detail = questionDetailSchema.parse(await res.json());
    expect(detail.status).toBe('open');
    expect(detail.mine).toBe(true);
    expect(detail.followUps.map((f) => f.body)).toEqual([
      'Thanks. The pipe froze in January while we were away: is that sudden or slow?',
    ]);

    // The agents see it again, with the follow-up after their answer.
    expect(await openQueueIds()).toContain(question.id);
    const seen = await call(t, 'GET', `/api/questions/${question.id}`, { who: agent });
    const forAgent = questionDetailSchema.parse(await seen.json());
    expect(forAgent.followUps).toHaveLength(1);
    expect(forAgent.followUps[0]!.createdAt >= forAgent.answers[0]!.createdAt).toBe(true);

    await answer(question.id, 'Freezing while away is covered if the heat was kept on.');
    expect(await answerEmailsTo(alice)).toHaveLength(emailsBefore + 1);
  });

  it("is 404 for another member's question, private or public, 403 for an agent and 401 logged out", async () => {
    const question = await ask(alice, 'Is my garden shed covered?');
    const body = { body: 'Trying to add a follow-up to a question that is not mine.' };
    expect((await followUp(bruno, question.id, body)).status).toBe(404);
    await answer(question.id, 'Outbuildings are usually covered at ten percent of the dwelling limit.');
    const published = await call(t, 'PATCH', `/api/agent/questions/${question.id}`, {
      who: agent,
      body: { visibility: 'public' },
    });
    expect(published.status).toBe(200);
    expect((await followUp(bruno, question.id, body)).status).toBe(404);
    expect((await followUp(agent, question.id, body)).status).toBe(403);
    expect((await followUp(undefined, question.id, body)).status).toBe(401);
    expect((await followUp(bruno, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect((await followUp(bruno, 'not-a-uuid', body)).status).toBe(404);
    const stored = await t.database.db
      .select()
      .from(questionFollowUps)
      .where(eq(questionFollowUps.questionId, question.id));
    expect(stored).toEqual([]);
    const after = await call(t, 'GET', `/api/questions/${question.id}`, { who: alice });
    expect(questionDetailSchema.parse(await after.json()).status).toBe('answered');
  });

  it("follows a new question's text rules, replays an Idempotency-Key once, and shares its daily count", async () => {
    const member = await registerMember(t);
    const question = await ask(member, 'Do I need flood cover near a creek?');
    const short = await followUp(member, question.id, { body: 'Too short.' });
    expect(short.status).toBe(400);
    expect(parseFieldErrors(await short.json())).toHaveProperty('body');
    const extra = await followUp(member, question.id, { body: 'A follow-up with enough words.', note: 1 });
    expect(extra.status).toBe(400);

    const key = { 'Idempotency-Key': 'follow-up-key-0001' };
    const body = { body: 'The creek flooded the road twice last spring.' };
    const first = await followUp(member, question.id, body, key);
    const replay = await followUp(member, question.id, body, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    // Counted so far: the question and one follow-up (refusals at the schema and the replay are not).
    for (let n = 3; n <= QUESTIONS_PER_DAY; n += 1) {
      expect(
        (await followUp(member, question.id, { body: `Another detail, number ${n} of them.` })).status,
      ).toBe(201);
    }
    const limited = await followUp(member, question.id, { body: 'One more detail after the limit.' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const asked = await call(t, 'POST', '/api/questions', {
      who: member,
      body: {
        title: 'A new question after the limit',
        body: 'Enough detail for the agents here.',
        topic: 'home',
      },
    });
    expect(asked.status).toBe(429);
    const stored = await t.database.db
      .select()
      .from(questionFollowUps)
      .where(eq(questionFollowUps.questionId, question.id));
    expect(stored).toHaveLength(QUESTIONS_PER_DAY - 1);
  });
});
