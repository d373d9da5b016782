// Deleting an account takes its public questions and answers out of everything that quotes or finds
// them: the chat assistant's passages (knowledge_passages, linked to the question row and so
// removed in the delete's own transaction) and the question search.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Citation } from '../../shared/chat-schemas';
import { searchResponseSchema } from '../../shared/questions-schemas';
import { eventData, parseSse, replyText } from '../chat/sse-test-helpers';
import { knowledgePassages } from '../db/schema';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let author: Person;
let reader: Person;
let agent: Person;

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
  [author, reader, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

const QUESTION = {
  title: 'Is my narrowboat on the Kennet canal covered?',
  body: 'I live aboard a narrowboat moored on the Kennet canal most of the year. Does any policy cover it?',
  topic: 'home',
};
const ANSWER =
  'A liveaboard narrowboat needs a specialist marine policy; a homeowners policy will not cover it.';

async function chatAbout(who: Person, message: string) {
  const res = await call(t, 'POST', '/api/chat', { who, body: { message } });
  expect(res.status).toBe(200);
  const events = parseSse(await res.text());
  return { text: replyText(events), citations: eventData<Citation[]>(events, 'citations') };
}

const searchFor = async (who: Person, q: string) =>
  searchResponseSchema.parse(
    await (await call(t, 'GET', `/api/questions/search?q=${encodeURIComponent(q)}`, { who })).json(),
  );

describe('deleting an account', () => {
  it("takes the member's public questions and answers out of the chat and the question search", async () => {
    const asked = await call(t, 'POST', '/api/questions', { who: author, body: QUESTION });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const url = `/dashboard/question/${id}`;
    const answered = await call(t, 'POST', `/api/agent/questions/${id}/answers`, {
      who: agent,
      body: { body: ANSWER },
    });
    expect(answered.status).toBe(201);
    const published = await call(t, 'PATCH', `/api/agent/questions/${id}`, {
      who: agent,
      body: { visibility: 'public' },
    });
    expect(published.status).toBe(200);

    const before = await chatAbout(reader, 'Is a narrowboat on the Kennet canal covered?');
    expect(before.citations.map((c) => c.url)).toContain(url);
    expect(before.text).toContain('narrowboat');
    expect((await searchFor(reader, 'narrowboat Kennet')).results.map((r) => r.id)).toContain(id);

    const deleted = await call(t, 'POST', '/api/account/delete', {
      who: author,
      body: { password: author.password, confirm: author.username },
    });
    expect(deleted.status).toBe(200);

    const after = await chatAbout(reader, 'Is a narrowboat on the Kennet canal covered?');
    expect(after.citations.map((c) => c.url)).not.toContain(url);
    expect(after.text).not.toContain('liveaboard narrowboat needs a specialist marine policy');
    expect((await searchFor(reader, 'narrowboat Kennet')).total).toBe(0);
    const left = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(knowledgePassages)
      .where(sql`${knowledgePassages.url} = ${url} or ${knowledgePassages.text} ilike '%narrowboat%'`);
    expect(left[0]?.n).toBe(0);
  });
});
