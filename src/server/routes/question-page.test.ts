import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionDetailSchema } from '../../shared/questions-schemas';
import type { AppEnv } from '../app-env';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { builtSite, type BuiltSite } from '../test/built-site';
import { openTestApp, type TestApp } from '../test/test-app';
import { questionPageRoutes } from './question-page';

// The page route with the real SSR entry (src/entry-server.tsx) and a built site's files: the app
// shell, the 404 page and the unfilled template, as `npm run build` leaves them.
let t: TestApp;
let pages: Hono<AppEnv>;
let site: BuiltSite;
let alice: Person;
let bruno: Person;
let agent: Person;
let publicId: string;
let privateId: string;

async function ask(who: Person, title: string, body: string): Promise<string> {
  const res = await call(t, 'POST', '/api/questions', { who, body: { title, body, topic: 'home' } });
  expect(res.status).toBe(201);
  return questionDetailSchema.parse(await res.json()).id;
}

beforeAll(async () => {
  t = await openTestApp({
    limits: { registerPerIp: { max: 1000, windowMs: 60_000 } },
  });
  [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
  site = builtSite('question-page');
  pages = new Hono<AppEnv>().route(
    '/',
    questionPageRoutes({
      db: t.database.db,
      now: () => new Date(),
      staticDir: site.staticDir,
      loadRenderer: () => import('../../entry-server'),
    }),
  );

  publicId = await ask(
    alice,
    'Is my sailboat covered on a mooring?',
    'I keep a 22 foot sailboat on a mooring in Casco Bay. Does my homeowners policy cover it? Price $&$1 quoted.',
  );
  await call(t, 'POST', `/api/agent/questions/${publicId}/answers`, {
    who: agent,
    body: {
      body: 'Most homeowners policies cover small boats only up to $1,000 and not on the water. A boatowners policy is the usual answer.',
    },
  });
  const shared = await call(t, 'PATCH', `/api/agent/questions/${publicId}`, {
    who: agent,
    body: { visibility: 'public' },
  });
  expect(shared.status).toBe(200);
  privateId = await ask(
    alice,
    'Does my policy cover a burst pipe?',
    'A pipe burst in my basement last night while we were away. Is the water damage covered?',
  );
});
afterAll(async () => {
  await t.dispose();
  site.remove();
});

const open = (id: string, who?: Person) =>
  pages.request(`/dashboard/question/${id}`, { headers: who ? { Cookie: who.cookie } : {} });

describe('GET /dashboard/question/:id', () => {
  it('renders a public question on the server for anyone, with its answer and QAPage data', async () => {
    const res = await open(publicId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<title>Is my sailboat covered on a mooring? | ');
    expect(html).toContain('A boatowners policy is the usual answer.');
    // Text that looks like a replacement pattern stays exactly as typed.
    expect(html).toContain('Price $&amp;$1 quoted.');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      '@type': 'QAPage',
      mainEntity: { '@type': 'Question', name: 'Is my sailboat covered on a mooring?', answerCount: 1 },
    });
    const data = /<script type="application\/json" id="__question">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({ id: publicId, mine: false });
  });

  it('puts no inline script and no style attribute in the page (the CSP forbids both)', async () => {
    const html = await (await open(publicId)).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/src=|type="application\/(ld\+)?json"/);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('renders a private question for its author and for an agent: noindex, kept by no cache', async () => {
    for (const [who, mine] of [
      [alice, true],
      [agent, false],
    ] as const) {
      const res = await open(privateId, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      const html = await res.text();
      expect(html).not.toContain('data-shell');
      expect(html).toContain('A pipe burst in my basement last night while we were away.');
      expect(html).toContain(mine ? 'by you' : 'by a member');
      // No QAPage data for a private question; the page data says whose it is, for hydration.
      expect(html).not.toContain('application/ld+json');
      const data = /<script type="application\/json" id="__question">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(data ?? '{}')).toMatchObject({ id: privateId, mine, visibility: 'private' });
    }
  });

  it('sends a public question as one page for everyone, its author included', async () => {
    const res = await open(publicId, alice);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(await res.text()).toContain('by a member');
  });

  it('answers a private question with the 404 page for another member and for a visitor', async () => {
    for (const who of [bruno, undefined]) {
      const res = await open(privateId, who);
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).toContain(`Page Not Found: /dashboard/question/${privateId}`);
      expect(text).not.toContain('burst pipe');
    }
  });

  it('answers an unknown or malformed id with the 404 page', async () => {
    for (const id of ['5b0c2b54-1a39-4b8e-9d7c-2f1e6c9a0d11', 'not-a-uuid', '12']) {
      expect((await open(id, alice)).status).toBe(404);
    }
  });

  it('does not mark answers read: only opening the question through the API does', async () => {
    await open(publicId, alice);
    const list = await call(t, 'GET', '/api/questions', { who: alice });
    const mine = ((await list.json()) as { questions: { id: string; unreadCount: number }[] }).questions;
    expect(mine.find((q) => q.id === publicId)?.unreadCount).toBe(1);
  });
});
