import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgePassages } from '../db/schema';
import { silentLogger } from '../logger';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, testChatPassagesFile, type TestApp } from '../test/test-app';
import { ensureKnowledgeIndex, passagesFromFile } from './knowledge-index';
import { searchPassages } from './retrieve';

let t: TestApp;
let member: Person;
let agent: Person;

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
  [member, agent] = await Promise.all([registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

describe('the knowledge index', () => {
  it('is built from the site content once, and not again while the content is unchanged', async () => {
    const source = passagesFromFile(testChatPassagesFile());
    const first = await ensureKnowledgeIndex(t.database.db, silentLogger, source);
    expect(first.rebuilt).toBe(true);
    expect(first.passages).toBeGreaterThan(500);
    const again = await ensureKnowledgeIndex(t.database.db, silentLogger, source);
    expect(again.rebuilt).toBe(false);
    const kinds = await t.database.db
      .selectDistinct({ source: knowledgePassages.source })
      .from(knowledgePassages);
    expect(kinds.map((k) => k.source).sort()).toEqual(['article', 'glossary', 'guide', 'page', 'service']);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(knowledgePassages)
      .where(sql`${knowledgePassages.url} = '/resources/health-insurance-glossary#coinsurance'`);
    expect(row?.n).toBe(1);
  });

  it('is built again when the build brings passages with another hash', async () => {
    const built = await passagesFromFile(testChatPassagesFile())();
    const changed = { ...built, hash: `${built.hash}-edited`, passages: built.passages.slice(1) };
    const result = await ensureKnowledgeIndex(t.database.db, silentLogger, async () => changed);
    expect(result).toEqual({ rebuilt: true, passages: built.passages.length - 1 });
    const back = await ensureKnowledgeIndex(t.database.db, silentLogger, async () => built);
    expect(back).toEqual({ rebuilt: true, passages: built.passages.length });
  });

  it('answers from a passage edited in place at the next question, as from one added or removed', async () => {
    // Neither the passages' count nor their last id changes: the table's version does (migration 0017).
    const urls = async () => (await searchPassages(t.database.db, 'zeppelin hangar')).map((p) => p.url);
    expect(await urls()).toEqual([]);
    const [target] = await t.database.db
      .select({ id: knowledgePassages.id, url: knowledgePassages.url })
      .from(knowledgePassages)
      .limit(1);
    await t.database.db
      .update(knowledgePassages)
      .set({ text: 'Cover for a zeppelin in its hangar is not something we write.' })
      .where(sql`${knowledgePassages.id} = ${target!.id}`);
    expect(await urls()).toContain(target!.url);
  });

  it("refuses to start without the build's passages file, saying to run the build", () => {
    expect(() => passagesFromFile('/nowhere/chat-passages.json')).toThrow(
      /no chat passages at \/nowhere\/chat-passages\.json: run `npm run build` first/,
    );
  });

  it('takes in a question once an agent answers it and makes it public, and lets it go when made private', async () => {
    const asked = await call(t, 'POST', '/api/questions', {
      who: member,
      body: {
        title: 'Does my sailboat need its own policy?',
        body: 'I keep a small sailboat on a mooring in Casco Bay all summer. Is it covered by my home policy?',
        topic: 'home',
      },
    });
    const { id } = (await asked.json()) as { id: string };
    const url = `/dashboard/question/${id}`;
    const found = async () =>
      (await searchPassages(t.database.db, 'sailboat mooring policy')).map((p) => p.url);
    const answer = {
      body: 'Small sailboats often need a separate boat policy; a home policy covers very little afloat.',
    };
    expect(
      (await call(t, 'POST', `/api/agent/questions/${id}/answers`, { who: agent, body: answer })).status,
    ).toBe(201);
    // Answered but private: still only the member's.
    expect(await found()).not.toContain(url);
    const publish = await call(t, 'PATCH', `/api/agent/questions/${id}`, {
      who: agent,
      body: { visibility: 'public' },
    });
    expect(publish.status).toBe(200);
    expect(await found()).toContain(url);
    await call(t, 'PATCH', `/api/agent/questions/${id}`, { who: agent, body: { visibility: 'private' } });
    expect(await found()).not.toContain(url);
  });

  it("answers from the site's page, not a member's question in the same words, when the page answers", async () => {
    const question = 'Does my home insurance cover a burst pipe?';
    const [added] = await t.database.db
      .insert(knowledgePassages)
      .values({
        source: 'question',
        sourceKey: 'question:test-burst-pipe',
        url: '/dashboard/question/test-burst-pipe',
        title: question,
        text: 'A burst pipe on a houseboat: a failed bilge pump is cover for a boat policy, not a home policy.',
      })
      .returning({ id: knowledgePassages.id });
    try {
      const found = await searchPassages(t.database.db, question);
      expect(found[0]?.coverage).toBeGreaterThanOrEqual(0.5);
      expect(found.map((p) => p.source)).not.toContain('question');
      // Asked in words the pages lack, the member's question is found.
      const other = await searchPassages(t.database.db, 'is a houseboat bilge pump covered');
      expect(other.map((p) => p.url)).toContain('/dashboard/question/test-burst-pipe');
    } finally {
      await t.database.db.delete(knowledgePassages).where(sql`${knowledgePassages.id} = ${added!.id}`);
    }
  });
});
