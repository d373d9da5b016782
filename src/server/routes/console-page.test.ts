import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/page-data';
import { questionDetailSchema } from '../../shared/questions-schemas';
import type { AppEnv } from '../app-env';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { builtSite, type BuiltSite } from '../test/built-site';
import { openTestApp, type TestApp } from '../test/test-app';
import { consolePageRoutes } from './console-page';
import { staticRoutes } from './static';

// The console's pages with the real SSR entry (src/entry-server.tsx) in front of the static routes,
// and a built site's files as `npm run build` leaves them: the agent gets the section drawn with
// its data; everyone else, and anything the API refuses, the console's prerendered shell.
let t: TestApp;
let pages: Hono<AppEnv>;
let site: BuiltSite;
let alice: Person;
let agent: Person;
let questionId: string;

const BUILT_SHELL = '<html><div id="__nuxt" data-shell><p>the console shell as built</p></div></html>';

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
  [alice, agent] = await Promise.all([registerMember(t, { firstName: 'Alice' }), createAgent(t)]);
  site = builtSite('console-page');
  for (const page of ['agent-questions', 'agent-leads', 'agent-activity', 'agent-website-builds'])
    site.write(`client/_shells/${page}.html`, BUILT_SHELL);
  const { staticDir } = site;
  pages = new Hono<AppEnv>()
    .route(
      '/',
      consolePageRoutes({
        db: t.database.db,
        now: () => new Date(),
        staticDir,
        loadRenderer: () => import('../../entry-server'),
        fetchApi: (url, init) => Promise.resolve(t.app.request(url, init)),
      }),
    )
    .route('/', staticRoutes(staticDir));
  const asked = await call(t, 'POST', '/api/questions', {
    who: alice,
    body: {
      title: 'Does my policy cover a burst pipe?',
      body: 'A pipe burst in my basement last night while we were away. Is the water damage covered?',
      topic: 'home',
    },
  });
  questionId = questionDetailSchema.parse(await asked.json()).id;
});
afterAll(async () => {
  await t.dispose();
  site.remove();
});

const open = (address: string, who?: Person) =>
  pages.request(address, { headers: who ? { Cookie: who.cookie } : {} });

/** The page data block's entries, or undefined when the page has none. */
function pageData(html: string): Record<string, unknown> | undefined {
  const found = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return found ? (JSON.parse(found) as { entries: Record<string, unknown> }).entries : undefined;
}

describe('GET /dashboard/agent/* for an agent', () => {
  it('renders the question queue with its rows on the page, its data embedded, private to the session', async () => {
    const res = await open('/dashboard/agent', agent);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const html = await res.text();
    // A shell the browser renders anew, drawn as the screen draws itself: the queue's row is there.
    expect(html).toContain('<div id="__nuxt" data-shell>');
    expect(html).toContain('data-screen-shell');
    expect(html).toContain('Does my policy cover a burst pipe?');
    expect(html).not.toContain('the console shell as built');
    // Nothing in it can be clicked or typed into before the app owns it.
    expect(html).toMatch(/<div class="screen-shell" inert="">\s*<div class="console__split/);
    const entries = pageData(html);
    expect(Object.keys(entries ?? {})).toEqual(['agent:queue::1:0']);
    expect(JSON.stringify(entries)).toContain(questionId);
  });

  it('renders an open question beside the queue, with its text and asker', async () => {
    const html = await (await open(`/dashboard/agent/questions/${questionId}`, agent)).text();
    expect(html).toContain('A pipe burst in my basement last night while we were away.');
    expect(html).toContain('Alice');
    expect(Object.keys(pageData(html) ?? {})).toEqual(['agent:queue::1:0', `agent:question:${questionId}`]);
  });

  it('renders the other sections with their own first data', async () => {
    for (const [address, key] of [
      ['/dashboard/agent/leads', 'agent:leads:::1:sent:desc'],
      ['/dashboard/agent/activity', 'agent:activity:1'],
      ['/dashboard/agent/website-builds', 'agent:builds::1:0'],
    ]) {
      const html = await (await open(address!, agent)).text();
      expect(Object.keys(pageData(html) ?? {}), address).toEqual([key]);
    }
  });

  it('puts no inline script and no style attribute in the page (the CSP forbids both)', async () => {
    const html = await (await open(`/dashboard/agent/questions/${questionId}`, agent)).text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/src=|type="application\/json"/);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('sends the built shell, with no data, for a question the API does not know', async () => {
    const res = await open('/dashboard/agent/questions/5b0c2b54-1a39-4b8e-9d7c-2f1e6c9a0d11', agent);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageData(html)).toBeUndefined();
    expect(html).not.toContain('burst pipe');
  });
});

describe('GET /dashboard/agent/* for anyone else', () => {
  it('sends a member and a visitor the built shell: no member data in the page', async () => {
    for (const who of [alice, undefined]) {
      const res = await open('/dashboard/agent', who);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(pageData(html)).toBeUndefined();
      expect(html).not.toContain('burst pipe');
    }
    const member = await (await open('/dashboard/agent', alice)).text();
    expect(member).toContain('the console shell as built');
  });
});
