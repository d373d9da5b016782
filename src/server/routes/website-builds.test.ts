import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../shared/account-schemas';
import { activityResponseSchema } from '../../shared/agent-schemas';
import { dashboardResponseSchema } from '../../shared/dashboard-schemas';
import { parseFieldErrors } from '../../shared/field-errors';
import {
  buildQueueResponseSchema,
  createWebsiteBuildSchema,
  myWebsiteBuildsSchema,
  websiteBuildDetailSchema,
} from '../../shared/website-build-schemas';
import { emailOutbox, websiteBuildEvents, websiteBuilds } from '../db/schema';
import { expectContract } from '../test/contract';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';
import { exampleWebsiteBuild } from '../test/website-build-example';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
  [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

const aBuild = (overrides: Record<string, unknown> = {}) => ({ ...exampleWebsiteBuild(), ...overrides });

const submit = (who: Person | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', '/api/website-builds', { who, body, headers });

async function submitOk(who: Person, overrides: Record<string, unknown> = {}) {
  const res = await submit(who, aBuild(overrides));
  expect(res.status).toBe(201);
  return websiteBuildDetailSchema.parse(await res.json());
}

const move = (who: Person | undefined, id: string, body: unknown) =>
  call(t, 'PATCH', `/api/agent/website-builds/${id}`, { who, body });
const note = (who: Person | undefined, id: string, body: unknown) =>
  call(t, 'POST', `/api/agent/website-builds/${id}/notes`, { who, body });

/** Moves a member's build to live so they may submit another. */
async function goLive(id: string) {
  expect((await move(agent, id, { status: 'live' })).status).toBe(200);
}

async function emailsTo(person: Person) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.to, person.email.toLowerCase()), eq(emailOutbox.template, 'website-build-update')),
    )
    .orderBy(desc(emailOutbox.createdAt));
}

describe('the shared schema', () => {
  it('keeps each step’s cross-field rules in the whole request', () => {
    const noDomain = createWebsiteBuildSchema.safeParse(aBuild({ domainName: '' }));
    expect(noDomain.success).toBe(false);
    expect(noDomain.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['domainName']);
    const licence = createWebsiteBuildSchema.safeParse(aBuild({ licenceState: '' }));
    expect(licence.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['licenceState']);
    expect(createWebsiteBuildSchema.safeParse(aBuild({ domainChoice: 'help', domainName: '' })).success).toBe(
      true,
    );
  });
});

describe('POST /api/website-builds', () => {
  it('stores the answers as checked fields and answers 201, submitted, with its first history entry', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    expect(build).toMatchObject({ status: 'submitted', businessName: 'Casco Bay Insurance' });
    expect(build.answers).toMatchObject({
      domainName: 'cascobayinsurance.com',
      contactEmail: 'marion@example.com',
      contactPhone: '+12075550142',
      lines: ['auto', 'home'],
    });
    expect(build.history).toEqual([
      expect.objectContaining({ kind: 'created', toStatus: 'submitted', authorName: 'You' }),
    ]);
    const [row] = await t.database.db.select().from(websiteBuilds).where(eq(websiteBuilds.id, build.id));
    expect(row?.ownerId).toBe(member.id);
    expect(row?.pages).toEqual(['about', 'quote', 'contact']);
  });

  it('needs a session (401) and refuses an agent (403)', async () => {
    expect((await submit(undefined, aBuild())).status).toBe(401);
    expect((await submit(agent, aBuild())).status).toBe(403);
  });

  it('answers field errors from the shared schema and refuses unknown fields', async () => {
    const res = await submit(
      alice,
      aBuild({ lines: [], template: 'neon', contactPhone: '12', status: 'live' }),
    );
    expect(res.status).toBe(400);
    const fields = parseFieldErrors(await res.json());
    expect(Object.keys(fields).sort()).toEqual(['contactPhone', 'lines', 'status', 'template']);
  });

  it('keeps one request in progress per member (409) and allows another once it is live', async () => {
    const member = await registerMember(t);
    const first = await submitOk(member);
    const again = await submit(member, aBuild({ businessName: 'A second business' }));
    expect(again.status).toBe(409);
    await goLive(first.id);
    const second = await submitOk(member, { businessName: 'A second business' });
    expect(second.id).not.toBe(first.id);
  });

  it('lets only one of two racing submissions win', async () => {
    const member = await registerMember(t);
    const results = await Promise.all([submit(member, aBuild()), submit(member, aBuild())]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('stores a request once when the same Idempotency-Key is replayed', async () => {
    const member = await registerMember(t);
    const key = crypto.randomUUID();
    const first = await submit(member, aBuild(), { 'Idempotency-Key': key });
    const again = await submit(member, aBuild(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
  });
});

describe('GET /api/website-builds and /:id', () => {
  it('lists only my requests and shows one to its owner; another member gets 404', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    const build = await submitOk(member);
    await submitOk(other);
    const list = myWebsiteBuildsSchema.parse(
      await (await call(t, 'GET', '/api/website-builds', { who: member })).json(),
    );
    expect(list.builds.map((b) => b.id)).toEqual([build.id]);
    expect((await call(t, 'GET', `/api/website-builds/${build.id}`, { who: member })).status).toBe(200);
    expect((await call(t, 'GET', `/api/website-builds/${build.id}`, { who: other })).status).toBe(404);
  });

  it('is 401 without a session, 403 for an agent, 404 for an unknown or malformed id', async () => {
    expect((await call(t, 'GET', '/api/website-builds')).status).toBe(401);
    expect((await call(t, 'GET', '/api/website-builds', { who: agent })).status).toBe(403);
    expect((await call(t, 'GET', `/api/website-builds/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/website-builds/${crypto.randomUUID()}`, { who: alice })).status).toBe(
      404,
    );
    expect((await call(t, 'GET', '/api/website-builds/42', { who: alice })).status).toBe(404);
  });
});

describe('the agents’ queue', () => {
  it('lists requests waiting on the agency first, filters by status, pages, and names the member', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member, { businessName: 'Queue Test Hardware' });
    const res = await call(t, 'GET', '/api/agent/website-builds?status=submitted', { who: agent });
    expect(res.status).toBe(200);
    const queue = buildQueueResponseSchema.parse(await res.json());
    expect(queue.items.every((item) => item.status === 'submitted')).toBe(true);
    const item = queue.items.find((entry) => entry.id === build.id);
    expect(item?.owner).toEqual({ name: `${member.firstName} ${member.lastName}`, email: member.email });

    const all = buildQueueResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/website-builds', { who: agent })).json(),
    );
    const order = ['submitted', 'in_progress', 'in_review', 'live'];
    const ranks = all.items.map((entry) => order.indexOf(entry.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);

    expect((await call(t, 'GET', '/api/agent/website-builds?status=done', { who: agent })).status).toBe(400);
    expect((await call(t, 'GET', '/api/agent/website-builds?page=2', { who: agent })).status).toBe(200);
  });

  it('is 401 without a session and 403 for a member, on every agent route', async () => {
    const build = await submitOk(await registerMember(t));
    const paths = [
      ['GET', '/api/agent/website-builds', undefined],
      ['GET', `/api/agent/website-builds/${build.id}`, undefined],
      ['PATCH', `/api/agent/website-builds/${build.id}`, { status: 'in_progress' }],
      ['POST', `/api/agent/website-builds/${build.id}/notes`, { body: 'Hello' }],
    ] as const;
    for (const [method, path, body] of paths) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { who: alice, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('reads any request with its member; unknown is 404', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    const res = await call(t, 'GET', `/api/agent/website-builds/${build.id}`, { who: agent });
    const detail = websiteBuildDetailSchema.parse(await res.json());
    expect(detail.owner?.email).toBe(member.email);
    expect(detail.history[0]?.authorName).toBe(`${member.firstName} ${member.lastName}`);
    expect(
      (await call(t, 'GET', `/api/agent/website-builds/${crypto.randomUUID()}`, { who: agent })).status,
    ).toBe(404);
  });
});

describe('moving the status and adding notes', () => {
  it('moves the status, keeps the history, logs the action and emails the member with unsubscribe headers', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    const res = await move(agent, build.id, { status: 'in_progress', note: 'We start on Monday.' });
    expect(res.status).toBe(200);
    const detail = websiteBuildDetailSchema.parse(await res.json());
    expect(detail.status).toBe('in_progress');
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'status',
      fromStatus: 'submitted',
      toStatus: 'in_progress',
      note: 'We start on Monday.',
      authorName: `${agent.firstName} ${agent.lastName.slice(0, 1)}.`,
      authorRole: 'agent',
    });
    const [email] = await emailsTo(member);
    expect(email?.subject).toBe('Your website: in progress');
    expect(email?.textBody).toContain('We start on Monday.');
    expect(email?.textBody).toContain('/dashboard/WebsiteBuild');
    expect(email?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=/,
    );
    expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email?.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/subscribe\/unsubscribe\?token=/);

    const activity = activityResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/activity', { who: agent })).json(),
    );
    expect(activity.items.find((entry) => entry.targetId === build.id)?.action).toBe('website-build.status');

    // The member sees the change and the agent's note, never the agent's email.
    const mine = await call(t, 'GET', `/api/website-builds/${build.id}`, { who: member });
    const text = await mine.text();
    expect(text).not.toContain(agent.email);
    expect(websiteBuildDetailSchema.parse(JSON.parse(text)).status).toBe('in_progress');
  });

  it('refuses the same status (400), an unknown status (400) and an unknown build (404)', async () => {
    const build = await submitOk(await registerMember(t));
    const same = await move(agent, build.id, { status: 'submitted' });
    expect(same.status).toBe(400);
    expect(parseFieldErrors(await same.json())).toHaveProperty('status');
    expect((await move(agent, build.id, { status: 'done' })).status).toBe(400);
    expect((await move(agent, crypto.randomUUID(), { status: 'live' })).status).toBe(404);
    expect((await move(agent, 'not-a-uuid', { status: 'live' })).status).toBe(404);
  });

  it('will not reopen a live build while the member has another in progress (409)', async () => {
    const member = await registerMember(t);
    const first = await submitOk(member);
    await goLive(first.id);
    await submitOk(member, { businessName: 'The next business' });
    expect((await move(agent, first.id, { status: 'in_review' })).status).toBe(409);
  });

  it('adds a note to the history and emails it; an empty note is 400', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    const res = await note(agent, build.id, { body: 'Could you send us your logo as an SVG?' });
    expect(res.status).toBe(201);
    const detail = websiteBuildDetailSchema.parse(await res.json());
    expect(detail.status).toBe('submitted');
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'note',
      note: 'Could you send us your logo as an SVG?',
    });
    const [email] = await emailsTo(member);
    expect(email?.subject).toBe('A note about your website');
    expect(email?.textBody).toContain('Could you send us your logo as an SVG?');
    expect((await note(agent, build.id, { body: '   ' })).status).toBe(400);
    expect((await note(agent, crypto.randomUUID(), { body: 'Hello there' })).status).toBe(404);
  });

  it('sends no email to a member who unsubscribed from notifications, but still records the change', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    await note(agent, build.id, { body: 'First note' });
    const [email] = await emailsTo(member);
    const token = new URL(
      /<([^>]+)>/.exec(email?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '',
    ).searchParams.get('token');
    const off = await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token ?? '')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBeLessThan(300);
    expect((await move(agent, build.id, { status: 'in_progress' })).status).toBe(200);
    expect(await emailsTo(member)).toHaveLength(1);
  });
});

describe('GET /api/dashboard', () => {
  it('includes the member’s newest website request and its status', async () => {
    const member = await registerMember(t);
    const before = dashboardResponseSchema.parse(
      await (await call(t, 'GET', '/api/dashboard', { who: member })).json(),
    );
    expect(before.websiteBuild).toBeNull();
    const build = await submitOk(member);
    await move(agent, build.id, { status: 'in_review' });
    const after = dashboardResponseSchema.parse(
      await (await call(t, 'GET', '/api/dashboard', { who: member })).json(),
    );
    expect(after.websiteBuild).toMatchObject({ id: build.id, status: 'in_review' });
    expect(bruno.id).not.toBe(member.id);
  });
});

describe('the OpenAPI document', () => {
  it('declares every answer the website-build routes give, success and error alike', async () => {
    const check = (method: string, path: string, res: Response) => expectContract(t.app, method, path, res);
    const member = await registerMember(t);
    const created = await submit(member, aBuild());
    await check('POST', '/api/website-builds', created);
    await check('POST', '/api/website-builds', await submit(member, aBuild()));
    await check('POST', '/api/website-builds', await submit(member, { lines: 'all' }));
    await check('POST', '/api/website-builds', await submit(undefined, aBuild()));
    const { id } = websiteBuildDetailSchema.parse(await created.json());
    const mine = '/api/website-builds/{id}';
    await check('GET', '/api/website-builds', await call(t, 'GET', '/api/website-builds', { who: member }));
    await check('GET', '/api/website-builds', await call(t, 'GET', '/api/website-builds', { who: agent }));
    await check('GET', mine, await call(t, 'GET', `/api/website-builds/${id}`, { who: member }));
    await check('GET', mine, await call(t, 'GET', `/api/website-builds/${id}`, { who: bruno }));
    const queue = '/api/agent/website-builds';
    await check('GET', queue, await call(t, 'GET', queue, { who: agent }));
    await check('GET', queue, await call(t, 'GET', `${queue}?page=0`, { who: agent }));
    await check('GET', queue, await call(t, 'GET', queue, { who: member }));
    const one = '/api/agent/website-builds/{id}';
    await check('GET', one, await call(t, 'GET', `${queue}/${id}`, { who: agent }));
    await check('GET', one, await call(t, 'GET', `${queue}/${crypto.randomUUID()}`, { who: agent }));
    await check('PATCH', one, await move(agent, id, { status: 'in_progress' }));
    await check('PATCH', one, await move(agent, id, { status: 'in_progress' }));
    await check('PATCH', one, await move(undefined, id, { status: 'live' }));
    await check('POST', `${one}/notes`, await note(agent, id, { body: 'A note for the contract' }));
    await check(
      'POST',
      `${one}/notes`,
      await note(agent, crypto.randomUUID(), { body: 'Nobody reads this' }),
    );
    await check('POST', `${one}/notes`, await note(member, id, { body: 'Members may not' }));
  });
});

describe('the member’s account', () => {
  it('includes their website requests and history in the data download', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    await note(agent, build.id, { body: 'We will call you on Tuesday.' });
    const res = await call(t, 'GET', '/api/account/export', { who: member });
    expect(res.status).toBe(200);
    const data = accountExportSchema.parse(await res.json());
    expect(data.websiteBuilds).toEqual([
      expect.objectContaining({
        businessName: 'Casco Bay Insurance',
        status: 'submitted',
        history: [
          expect.objectContaining({ kind: 'created' }),
          expect.objectContaining({ kind: 'note', note: 'We will call you on Tuesday.' }),
        ],
      }),
    ]);
  });

  it('removes their website requests and history when the account is deleted', async () => {
    const member = await registerMember(t);
    const build = await submitOk(member);
    const res = await call(t, 'POST', '/api/account/delete', {
      who: member,
      body: { password: 'lighthouse keeper 42', confirm: member.username },
    });
    expect(res.status).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(websiteBuilds).where(eq(websiteBuilds.id, build.id))).toEqual([]);
    expect(
      await db.select().from(websiteBuildEvents).where(eq(websiteBuildEvents.buildId, build.id)),
    ).toEqual([]);
  });
});
