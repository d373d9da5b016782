import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEventSchemas, handoffResponseSchema } from '../../shared/chat-schemas';
import { eventData, parseSse } from '../chat/sse-test-helpers';
import { expectContract } from '../test/contract';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;

const QUESTION_LIMIT = 2;

beforeAll(async () => {
  t = await openTestApp({
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      questionPerAccount: { max: QUESTION_LIMIT, windowMs: 60 * 60_000 },
    },
  });
  [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

const ONE = '/api/chat/conversations/{id}';

async function startConversation(who: Person, message: string) {
  const res = await call(t, 'POST', '/api/chat', { who, body: { message } });
  expect(res.status).toBe(200);
  await expectContract(t.app, 'POST', '/api/chat', res);
  return chatEventSchemas.meta.parse(eventData(parseSse(await res.text()), 'meta')).conversationId;
}

describe(`the chat routes against the OpenAPI document (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('declares POST /api/chat as a JSON body answered with text/event-stream', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody: unknown; responses: Record<string, unknown> }>>;
    };
    const post = doc.paths['/api/chat']?.post;
    expect(post?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { message: { description: expect.stringContaining('2000 characters') } } },
        },
      },
    });
    expect(post?.responses['200']).toMatchObject({ content: { 'text/event-stream': {} } });
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '429']),
    );
  });

  it('gives the declared answers, success and error alike, on every chat route', async () => {
    const check = (method: string, path: string, res: Response) => expectContract(t.app, method, path, res);
    const id = await startConversation(alice, 'Do I need renters insurance in an apartment?');
    const path = `/api/chat/conversations/${id}`;
    const long = await call(t, 'POST', '/api/chat', { who: alice, body: { message: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    await check('POST', '/api/chat', long);
    await check('POST', '/api/chat', await call(t, 'POST', '/api/chat', { body: { message: 'Hi' } }));
    await check(
      'POST',
      '/api/chat',
      await call(t, 'POST', '/api/chat', { who: agent, body: { message: 'Hi' } }),
    );
    const foreign = await call(t, 'POST', '/api/chat', {
      who: bruno,
      body: { message: 'Hi', conversationId: id },
    });
    expect(foreign.status).toBe(404);
    await check('POST', '/api/chat', foreign);
    await check(
      'GET',
      '/api/chat/conversations',
      await call(t, 'GET', '/api/chat/conversations', { who: alice }),
    );
    await check('GET', '/api/chat/conversations', await call(t, 'GET', '/api/chat/conversations'));
    await check('GET', ONE, await call(t, 'GET', path, { who: alice }));
    await check('GET', ONE, await call(t, 'GET', path, { who: bruno }));
    await check('DELETE', ONE, await call(t, 'DELETE', path, { who: bruno }));
    const handoff = await call(t, 'POST', `${path}/handoff`, { who: alice });
    expect(handoff.status).toBe(201);
    await check('POST', `${ONE}/handoff`, handoff);
    await check('POST', `${ONE}/handoff`, await call(t, 'POST', `${path}/handoff`, { who: alice }));
    await check('POST', `${ONE}/handoff`, await call(t, 'POST', `${path}/handoff`, { who: agent }));
    const deleted = await call(t, 'DELETE', path, { who: alice });
    expect(deleted.status).toBe(204);
    await check('DELETE', ONE, deleted);
  });
});

describe('hand-off through the questions service', () => {
  it('creates one question for two simultaneous presses, and counts toward the question limit', async () => {
    const id = await startConversation(bruno, 'How does umbrella insurance work with my auto policy?');
    const path = `/api/chat/conversations/${id}/handoff`;
    const [first, second] = await Promise.all([
      call(t, 'POST', path, { who: bruno }),
      call(t, 'POST', path, { who: bruno }),
    ]);
    const ids = await Promise.all(
      [first, second].map(async (r) => handoffResponseSchema.parse(await r.json())),
    );
    expect(ids[0]!.questionId).toBe(ids[1]!.questionId);
    const mine = (await (await call(t, 'GET', '/api/questions', { who: bruno })).json()) as {
      questions: unknown[];
    };
    expect(mine.questions).toHaveLength(1);

    // One more question through the page reaches the limit; the next hand-off is refused.
    const asked = await call(t, 'POST', '/api/questions', {
      who: bruno,
      body: {
        title: 'Does my umbrella policy cover rentals?',
        body: 'I rent out a room in my house.',
        topic: 'home',
      },
    });
    expect(asked.status).toBe(201);
    const other = await startConversation(bruno, 'What is a deductible?');
    const over = await call(t, 'POST', `/api/chat/conversations/${other}/handoff`, { who: bruno });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
