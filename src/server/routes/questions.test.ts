import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { questionDetailSchema, myQuestionsResponseSchema } from '../../shared/questions-schemas';
import { questions } from '../db/schema';
import { getPublicQuestionForPage } from '../services/questions';
import { call, openCast, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;

beforeAll(async () => {
  ({ t, alice, bruno, agent } = await openCast());
});
afterAll(() => t.dispose());

const ask = (who: Person | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', '/api/questions', { who, body, headers });

const aQuestion = (overrides: Record<string, unknown> = {}) => ({
  title: 'Is my boat covered by my homeowners policy?',
  body: 'I keep a small sailboat at a mooring in Casco Bay from May to October. Does my home policy cover it?',
  topic: 'home',
  ...overrides,
});

async function askOk(who: Person, overrides: Record<string, unknown> = {}) {
  const res = await ask(who, aQuestion(overrides));
  expect(res.status).toBe(201);
  return questionDetailSchema.parse(await res.json());
}

describe('POST /api/questions', () => {
  it('stores a member question and answers 201 with it, open and private', async () => {
    const question = await askOk(alice);
    expect(question).toMatchObject({ status: 'open', visibility: 'private', mine: true, answers: [] });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row?.authorId).toBe(alice.id);
  });

  it('needs a session (401) and refuses an agent (403)', async () => {
    expect((await ask(undefined, aQuestion())).status).toBe(401);
    expect((await ask(agent, aQuestion())).status).toBe(403);
  });

  it('answers field errors from the shared schema and refuses unknown fields', async () => {
    const res = await ask(alice, { title: 'short', body: 'tiny', topic: 'boats', status: 'answered' });
    expect(res.status).toBe(400);
    const fields = parseFieldErrors(await res.json());
    expect(Object.keys(fields).sort()).toEqual(['body', 'status', 'title', 'topic']);
  });

  it('stores a question once when the same Idempotency-Key is replayed', async () => {
    const key = crypto.randomUUID();
    const title = `Replayed question ${key.slice(0, 8)} about renters cover`;
    const first = await ask(alice, aQuestion({ title }), { 'Idempotency-Key': key });
    const again = await ask(alice, aQuestion({ title }), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
    const rows = await t.database.db.select().from(questions).where(eq(questions.title, title));
    expect(rows).toHaveLength(1);
    // Another member cannot replay (or read the answer of) a key that is not theirs.
    expect((await ask(bruno, aQuestion({ title }), { 'Idempotency-Key': key })).status).toBe(422);
  });

  it('limits questions per account with 429 and Retry-After', async () => {
    const limited = await openTestApp({
      sharing: t,
      limits: { questionPerAccount: { max: 2, windowMs: 60_000 } },
    });
    try {
      const member = await registerMember(limited);
      const send = () => call(limited, 'POST', '/api/questions', { who: member, body: aQuestion() });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.dispose();
    }
  });
});

describe('GET /api/questions', () => {
  it('lists only my questions, newest first, with answer and unread counts', async () => {
    const member = await registerMember(t);
    const older = await askOk(member, { title: 'First question about term life cover' });
    const newer = await askOk(member, { title: 'Second question about umbrella policies' });
    await askOk(bruno, { title: 'Bruno asks about flood insurance in Maine' });
    const answered = await call(t, 'POST', `/api/agent/questions/${older.id}/answers`, {
      who: agent,
      body: { body: 'Term life pays a set amount if you die within the term.' },
    });
    expect(answered.status).toBe(201);

    const res = await call(t, 'GET', '/api/questions', { who: member });
    expect(res.status).toBe(200);
    const { questions: list } = myQuestionsResponseSchema.parse(await res.json());
    expect(list.map((q) => q.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toMatchObject({ status: 'answered', answerCount: 1, unreadCount: 1 });
    expect(list[0]).toMatchObject({ status: 'open', answerCount: 0, unreadCount: 0 });
  });

  it('needs a member session', async () => {
    expect((await call(t, 'GET', '/api/questions')).status).toBe(401);
    expect((await call(t, 'GET', '/api/questions', { who: agent })).status).toBe(403);
  });
});

describe('GET /api/questions/:id', () => {
  it('shows a private question to its author and agents, and is 404 for anyone else', async () => {
    const question = await askOk(alice);
    const path = `/api/questions/${question.id}`;
    expect((await call(t, 'GET', path, { who: alice })).status).toBe(200);
    const asAgent = await call(t, 'GET', path, { who: agent });
    expect(asAgent.status).toBe(200);
    expect((await asAgent.json()).mine).toBe(false);
    expect((await call(t, 'GET', path, { who: bruno })).status).toBe(404);
    expect((await call(t, 'GET', path)).status).toBe(404);
  });

  it('is 404 for an unknown or malformed id', async () => {
    expect((await call(t, 'GET', `/api/questions/${crypto.randomUUID()}`, { who: alice })).status).toBe(404);
    expect((await call(t, 'GET', '/api/questions/42', { who: alice })).status).toBe(404);
    expect((await call(t, 'GET', "/api/questions/1'%20or%201=1", { who: agent })).status).toBe(404);
  });

  it('shows a public question to an anonymous visitor with the agent name and never their email', async () => {
    const question = await askOk(alice, { title: 'Do I need Medicare Part D if I take no drugs?' });
    await call(t, 'POST', `/api/agent/questions/${question.id}/answers`, {
      who: agent,
      body: { body: 'Usually yes: a late enrolment penalty applies if you go without cover.' },
    });
    const made = await call(t, 'PATCH', `/api/agent/questions/${question.id}`, {
      who: agent,
      body: { visibility: 'public' },
    });
    expect(made.status).toBe(200);
    const res = await call(t, 'GET', `/api/questions/${question.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(agent.email);
    expect(text).not.toContain(alice.email);
    const detail = questionDetailSchema.parse(JSON.parse(text));
    expect(detail).toMatchObject({ visibility: 'public', status: 'answered', mine: false });
    expect(detail.answers[0]?.agentName).toBe(`${agent.firstName} ${agent.lastName.slice(0, 1)}.`);
    expect((await getPublicQuestionForPage(t.database.db, question.id))?.answers).toHaveLength(1);
  });

  it('marks the answers read when the author opens the question, and only then', async () => {
    const question = await askOk(alice, { title: 'Can I add my teenage son to my auto policy?' });
    await call(t, 'POST', `/api/agent/questions/${question.id}/answers`, {
      who: agent,
      body: { body: 'Yes, and you should as soon as he has his learner permit.' },
    });
    const unread = async () => {
      const res = await call(t, 'GET', '/api/questions', { who: alice });
      const list = myQuestionsResponseSchema.parse(await res.json()).questions;
      return list.find((q) => q.id === question.id)?.unreadCount;
    };
    expect(await unread()).toBe(1);
    await call(t, 'GET', `/api/questions/${question.id}`, { who: agent });
    expect(await unread()).toBe(1);
    await call(t, 'GET', `/api/questions/${question.id}`, { who: alice });
    expect(await unread()).toBe(0);
  });

  it('gives the SSR layer nothing for a private question', async () => {
    const question = await askOk(alice);
    expect(await getPublicQuestionForPage(t.database.db, question.id)).toBeUndefined();
    expect(await getPublicQuestionForPage(t.database.db, 'not-a-uuid')).toBeUndefined();
  });
});
