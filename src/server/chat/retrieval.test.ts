// The retrieval test set: realistic member questions, each with the page that should answer it.
// That page must be among the top three sources for at least 90 % of them; the score is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { testChatPassagesFile } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { ensureKnowledgeIndex, passagesFromFile } from './knowledge-index';
import set from './retrieval-set.json';
import { pagePath, sourcesOf } from '../../shared/chat-engine/found-passage';
import { searchPassages } from './retrieve';

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
  await ensureKnowledgeIndex(t.database.db, silentLogger, passagesFromFile(testChatPassagesFile()));
});
afterAll(() => t.dispose());

describe('retrieval over the site content', () => {
  it('puts the right page among the top three sources for at least 90 % of the test set', async () => {
    expect(set.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const { question, url } of set) {
      const top = sourcesOf(await searchPassages(t.database.db, question, 30))
        .slice(0, 3)
        .map((source) => pagePath(source.url));
      if (!top.includes(url)) misses.push(`${question} -> ${url} (got ${top.join(', ') || 'nothing'})`);
    }
    const score = (set.length - misses.length) / set.length;
    console.log(
      `[chat retrieval] ${set.length - misses.length}/${set.length} = ${(score * 100).toFixed(1)} % in the top three` +
        (misses.length ? `\n  missed:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(score).toBeGreaterThanOrEqual(0.9);
  });
});

describe("Medicare's parts", () => {
  it('keep their letter: a question about Part B finds Part B, not Part D', async () => {
    for (const [question, part] of [
      ['what does part b cover', 'part-b'],
      ['what does medicare part a pay for', 'part-a'],
      ['que cubre la parte b de medicare', 'part-b'],
    ] as const) {
      const [first] = await searchPassages(t.database.db, question);
      expect(first?.url, question).toContain(part);
    }
  });
});

describe('questions off the site subject', () => {
  it('a question none of whose words is in a title of the site matches nothing worth answering', async () => {
    for (const question of [
      'who won the red sox game last night',
      'whats the weather going to be in portland',
    ]) {
      const [best] = await searchPassages(t.database.db, question);
      expect(best?.coverage ?? 0).toBe(0);
    }
  });
  it("the price of a thing that is not cover, or another company's service, is outside; naming cover keeps it ours", async () => {
    for (const question of [
      'how much does a new roof cost',
      'what does a home inspection usually cost',
      'my furnace is making a banging noise, who should i call',
      'whats the phone number for the social security office on marginal way',
    ]) {
      const found = await searchPassages(t.database.db, question);
      expect(
        found.every((p) => p.offSubject),
        question,
      ).toBe(true);
    }
    for (const question of [
      'what does medicare pay for hearing aids',
      'how much will my rates go up after a speeding ticket',
      'does homeowners insurance pay for a new roof after a storm',
    ]) {
      const [best] = await searchPassages(t.database.db, question);
      expect(best?.offSubject, question).toBeUndefined();
    }
  });
});
