import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type Snippet } from '../../shared/questions-schemas';
import { toSegments } from '../services/question-search';
import { call, openCast, type Person } from '../test/people';
import type { TestApp } from '../test/test-app';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;
const ids: Record<string, string> = {};

async function ask(who: Person, key: string, title: string, body: string, topic: string) {
  const res = await call(t, 'POST', '/api/questions', { who, body: { title, body, topic } });
  expect(res.status).toBe(201);
  ids[key] = ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  ({ t, alice, bruno, agent } = await openCast());
  await ask(
    alice,
    'titleFlood',
    'Does flood insurance cover a finished basement?',
    'We finished our basement last year and the house is near the Presumpscot River.',
    'home',
  );
  await ask(
    alice,
    'bodyFlood',
    'Question about my homeowners renewal',
    'The renewal letter mentions a flood exclusion and I do not know what it changes for us.',
    'home',
  );
  await ask(
    bruno,
    'brunoPrivate',
    'Flood damage to my shop inventory',
    'My hardware store took on water in the spring flood. Is inventory covered by business cover?',
    'business',
  );
  await ask(
    bruno,
    'brunoPublic',
    'Is flood damage to a rental car covered?',
    'A storm flooded the rental car I had on holiday. Which policy pays for it?',
    'auto',
  );
  const published = await call(t, 'PATCH', `/api/agent/questions/${ids.brunoPublic}`, {
    who: agent,
    body: { visibility: 'public' },
  });
  expect(published.status).toBe(200);
  for (let n = 1; n <= 12; n += 1) {
    await ask(
      alice,
      `annuity${n}`,
      `Annuity question number ${n} about payout options`,
      `I am comparing fixed annuity payout options for retirement, case ${n}.`,
      'retirement',
    );
  }
});
afterAll(() => t.dispose());

const search = async (who: Person, params: Record<string, string>) => {
  const res = await call(t, 'GET', `/api/questions/search?${new URLSearchParams(params)}`, { who });
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(await res.json());
};

const marked = (snippet: Snippet) =>
  snippet
    .filter((s) => s.match)
    .map((s) => s.text.toLowerCase())
    .join(' ');

describe('GET /api/questions/search', () => {
  it('ranks a title match above a body-only match and highlights the matched words as segments', async () => {
    const result = await search(alice, { q: 'flood' });
    const order = result.results.map((r) => r.id);
    expect(order.indexOf(ids.titleFlood!)).toBeLessThan(order.indexOf(ids.bodyFlood!));
    const top = result.results.find((r) => r.id === ids.titleFlood)!;
    expect(marked(top.title)).toContain('flood');
    expect(top.title.map((s) => s.text).join('')).toBe('Does flood insurance cover a finished basement?');
    const bodyOnly = result.results.find((r) => r.id === ids.bodyFlood)!;
    expect(marked(bodyOnly.excerpt)).toContain('flood');
  });

  it("finds the site's own pages for the search, from the chat's index, on the first page only", async () => {
    const result = await search(alice, { q: 'flood' });
    expect(result.pages.map((p) => p.url.split('#')[0])).toContain('/services/home/flood-insurance');
    expect(result.pages.every((p) => p.title && !p.url.startsWith('/dashboard'))).toBe(true);
    expect((await search(alice, { q: 'annuity payout', page: '2' })).pages).toEqual([]);
  });

  it('finds no pages for a search the site does not cover', async () => {
    expect((await search(alice, { q: 'lobster mac and cheese recipe' })).pages).toEqual([]);
  });

  it("searches my questions and public ones, never another member's private question", async () => {
    const result = await search(alice, { q: 'flood' });
    const found = result.results.map((r) => r.id);
    expect(found).toContain(ids.brunoPublic);
    expect(found).not.toContain(ids.brunoPrivate);
    expect(result.results.find((r) => r.id === ids.brunoPublic)?.mine).toBe(false);
    expect(result.total).toBe(3);
  });

  it('matches word forms through English stemming and websearch syntax', async () => {
    const result = await search(alice, { q: '"rental car" flooded' });
    expect(result.results.map((r) => r.id)).toEqual([ids.brunoPublic]);
    const none = await search(alice, { q: 'flood -basement -renewal -rental' });
    expect(none.total).toBe(0);
  });

  it('filters by topic', async () => {
    const result = await search(alice, { q: 'flood', topic: 'auto' });
    expect(result.results.map((r) => r.id)).toEqual([ids.brunoPublic]);
    expect(result.topic).toBe('auto');
  });

  it('pages ten at a time with the total count', async () => {
    const first = await search(alice, { q: 'annuity payout' });
    const second = await search(alice, { q: 'annuity payout', page: '2' });
    const past = await search(alice, { q: 'annuity payout', page: '5' });
    expect(first.total).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(second.results).toHaveLength(2);
    expect(past).toMatchObject({ total: 12, results: [] });
    const all = new Set([...first.results, ...second.results].map((r) => r.id));
    expect(all.size).toBe(12);
  });

  it('returns text a member typed as plain text, even when it looks like markup', async () => {
    await ask(
      alice,
      'markup',
      'Odd <img src=x onerror=alert(1)> flood title',
      'Body with <mark>fake</mark> highlight and flood words.',
      'other',
    );
    const result = await search(alice, { q: 'flood', topic: 'other' });
    const hit = result.results[0]!;
    expect(hit.title.map((s) => s.text).join('')).toBe('Odd <img src=x onerror=alert(1)> flood title');
    expect(hit.excerpt.filter((s) => s.match).map((s) => s.text)).not.toContain('fake');
  });

  it('refuses a missing or one-letter query, and needs a member session', async () => {
    const bad = await call(t, 'GET', '/api/questions/search?q=a', { who: alice });
    expect(bad.status).toBe(400);
    expect((await call(t, 'GET', '/api/questions/search', { who: alice })).status).toBe(400);
    expect((await call(t, 'GET', '/api/questions/search?q=flood')).status).toBe(401);
    expect((await call(t, 'GET', '/api/questions/search?q=flood', { who: agent })).status).toBe(403);
  });
});

describe('toSegments', () => {
  it('splits marked text into plain and matched pieces', () => {
    expect(toSegments('a SxfloodEx b SxriverEx', 'Sx', 'Ex')).toEqual([
      { text: 'a ', match: false },
      { text: 'flood', match: true },
      { text: ' b ', match: false },
      { text: 'river', match: true },
    ]);
  });
});
