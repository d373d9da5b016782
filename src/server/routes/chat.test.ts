import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatEventSchemas,
  conversationDetailSchema,
  conversationListSchema,
  handoffResponseSchema,
  type Citation,
  type Suggestion,
} from '../../shared/chat-schemas';
import { parseFieldErrors } from '../../shared/field-errors';
import { MEDICARE_DISCLAIMER } from '../../shared/medicare-disclaimer';
import { eventData, parseSse, replyText } from '../chat/sse-test-helpers';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;

const CHAT_LIMIT = 12;

beforeAll(async () => {
  t = await openTestApp({
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      chatPerMember: { max: CHAT_LIMIT, windowMs: 60 * 60_000 },
    },
  });
  [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

const chat = (who: Person | undefined, body: unknown) => call(t, 'POST', '/api/chat', { who, body });

async function ask(who: Person, message: string, conversationId?: string) {
  const res = await chat(who, { message, ...(conversationId ? { conversationId } : {}) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const events = parseSse(await res.text());
  const meta = chatEventSchemas.meta.parse(eventData(events, 'meta'));
  return { events, meta, text: replyText(events) };
}

describe('POST /api/chat', () => {
  it('streams meta, the reply in pieces, citations, suggestions and done, and stores both turns', async () => {
    const { events, meta, text } = await ask(
      alice,
      'What is the difference between Medigap and Medicare Advantage?',
    );
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('meta');
    expect(names.slice(-3)).toEqual(['citations', 'suggestions', 'done']);
    expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(5);
    expect(names).not.toContain('error');
    const citations = eventData<Citation[]>(events, 'citations');
    // Answered from the Medicare pages, about both (the service page's own question on the
    // difference leads since word pairs count: decision 220, update (d)).
    expect(citations[0]?.url).toMatch(/medicare/);
    expect(text).toContain('Medigap');
    expect(text).toContain('Medicare Advantage');
    expect(text).toContain('[1]');
    // Medicare answers end with the same disclaimer the info page carries.
    expect(text).toContain(MEDICARE_DISCLAIMER);
    expect(eventData<Suggestion[]>(events, 'suggestions')).toContainEqual({
      label: 'Talk to an agent',
      url: '/dashboard/ask',
    });

    const res = await call(t, 'GET', `/api/chat/conversations/${meta.conversationId}`, { who: alice });
    const detail = conversationDetailSchema.parse(await res.json());
    expect(detail.title).toBe('What is the difference between Medigap and Medicare Advantage?');
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[1]).toMatchObject({ id: meta.messageId, text, citations, stopped: false });
  });

  it('continues a conversation when given its id', async () => {
    const first = await ask(alice, 'How does uninsured motorist coverage work?');
    const second = await ask(alice, 'And what is personal injury protection?', first.meta.conversationId);
    expect(second.meta.conversationId).toBe(first.meta.conversationId);
    const res = await call(t, 'GET', `/api/chat/conversations/${first.meta.conversationId}`, { who: alice });
    expect(conversationDetailSchema.parse(await res.json()).messages).toHaveLength(4);
    expect(eventData<Citation[]>(second.events, 'citations').map((c) => c.url)).toContain(
      '/services/auto/personal-injury-protection',
    );
  });

  it("answers a question outside the agency's work in one sentence, citing nothing and offering no quote", async () => {
    const { events, text } = await ask(alice, 'What will the weather be in Paris next weekend?');
    expect(text).toMatch(/^That is outside what I can help with here/);
    expect(eventData<Citation[]>(events, 'citations')).toEqual([]);
    expect(eventData<Suggestion[]>(events, 'suggestions')).toEqual([]);
  });

  it('never quotes a price or binds cover, and offers the quote form', async () => {
    const { events, text } = await ask(
      alice,
      'How much would car insurance cost me per month? Can you bind it today?',
    );
    expect(text).toMatch(/cannot give you a price or start cover/);
    expect(eventData<Suggestion[]>(events, 'suggestions')).toContainEqual({
      label: 'Get an auto insurance quote',
      url: '/quote?line=auto',
    });
  });

  it('refuses an empty or too long message (400 with the field) and unknown fields', async () => {
    const long = await chat(alice, { message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(parseFieldErrors(await long.json())).toHaveProperty('message');
    expect((await chat(alice, { message: '   ' })).status).toBe(400);
    expect((await chat(alice, { message: 'hello', model: 'gpt' })).status).toBe(400);
  });

  it('needs a member session: 401 without one, 403 for an agent', async () => {
    expect((await chat(undefined, { message: 'Hello there' })).status).toBe(401);
    expect((await chat(agent, { message: 'Hello there' })).status).toBe(403);
    expect((await call(t, 'GET', '/api/chat/conversations')).status).toBe(401);
  });

  it('answers 429 with Retry-After once a member passes the hourly quota', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < CHAT_LIMIT; i += 1) {
      const res = await chat(member, { message: 'What is an HSA?' });
      expect(res.status).toBe(200);
      await res.text();
    }
    const over = await chat(member, { message: 'What is an HSA?' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await chat(bruno, { message: 'What is an HSA?' });
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe('conversations', () => {
  it("lists only the member's own conversations, newest first", async () => {
    const mine = await ask(bruno, 'When do required minimum distributions start?');
    const res = await call(t, 'GET', '/api/chat/conversations', { who: bruno });
    const { conversations } = conversationListSchema.parse(await res.json());
    expect(conversations[0]?.id).toBe(mine.meta.conversationId);
    const alices = conversationListSchema.parse(
      await (await call(t, 'GET', '/api/chat/conversations', { who: alice })).json(),
    ).conversations;
    expect(alices.map((c) => c.id)).not.toContain(mine.meta.conversationId);
  });

  it("answers 404 for another member's conversation on every route, and for a malformed id", async () => {
    const { meta } = await ask(alice, 'Do I need flood insurance?');
    const path = `/api/chat/conversations/${meta.conversationId}`;
    expect((await call(t, 'GET', path, { who: bruno })).status).toBe(404);
    expect((await call(t, 'DELETE', path, { who: bruno })).status).toBe(404);
    expect((await call(t, 'POST', `${path}/handoff`, { who: bruno })).status).toBe(404);
    expect(
      (await chat(bruno, { message: 'And earthquakes?', conversationId: meta.conversationId })).status,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/chat/conversations/not-a-uuid', { who: alice })).status).toBe(404);
    expect((await call(t, 'GET', path, { who: alice })).status).toBe(200);
  });

  it('deletes a conversation for good', async () => {
    const { meta } = await ask(alice, 'What does whole life insurance cover?');
    const path = `/api/chat/conversations/${meta.conversationId}`;
    expect((await call(t, 'DELETE', path, { who: alice })).status).toBe(204);
    expect((await call(t, 'GET', path, { who: alice })).status).toBe(404);
  });
});

describe('talk to an agent', () => {
  it('turns the conversation into a question an agent sees, and shows the answer in the chat', async () => {
    const { meta } = await ask(alice, 'Should I roll my old 401(k) into an IRA when I change jobs?');
    const path = `/api/chat/conversations/${meta.conversationId}`;
    const res = await call(t, 'POST', `${path}/handoff`, { who: alice });
    expect(res.status).toBe(201);
    const { questionId } = handoffResponseSchema.parse(await res.json());
    // A second press links the same question.
    const again = await call(t, 'POST', `${path}/handoff`, { who: alice });
    expect(again.status).toBe(200);
    expect(handoffResponseSchema.parse(await again.json()).questionId).toBe(questionId);

    const queue = await (await call(t, 'GET', '/api/agent/questions?status=open', { who: agent })).json();
    const item = (
      queue as { items: { id: string; title: string; body: string; topic: string }[] }
    ).items.find((q) => q.id === questionId);
    expect(item).toMatchObject({
      title: 'Should I roll my old 401(k) into an IRA when I change jobs?',
      topic: 'retirement',
    });
    expect(item?.body).toContain('Member: Should I roll my old 401(k) into an IRA');
    expect(item?.body).toContain('Assistant: ');

    const answer =
      'A direct rollover to an IRA usually keeps the most choice. Let us look at your plan together.';
    const answered = await call(t, 'POST', `/api/agent/questions/${questionId}/answers`, {
      who: agent,
      body: { body: answer },
    });
    expect(answered.status).toBe(201);
    const detail = conversationDetailSchema.parse(await (await call(t, 'GET', path, { who: alice })).json());
    expect(detail.questionId).toBe(questionId);
    expect(detail.messages.at(-1)).toMatchObject({ role: 'agent', text: answer, author: 'Rowan T.' });
  });

  it('needs a session to hand a conversation off (401)', async () => {
    expect(
      (await call(t, 'POST', '/api/chat/conversations/6f1c7e0a-1b2c-4d5e-8f90-123456789abc/handoff')).status,
    ).toBe(401);
  });
});
