import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../db/schema';
import {
  activityResponseSchema,
  agentQueueResponseSchema,
  contactListResponseSchema,
  LEAD_STATUSES,
  leadListResponseSchema,
} from '../../shared/agent-schemas';
import { questionDetailSchema } from '../../shared/questions-schemas';
import { csvCell } from '../services/agent-leads';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';
import { autoQuote, medicareQuote } from './quotes-fixtures';

let t: TestApp;
let alice: Person;
let agent: Person;
const big = { max: 1000, windowMs: 60_000 };

beforeAll(async () => {
  t = await openTestApp({
    limits: { registerPerIp: big, questionPerAccount: big, quotePerIp: big, contactPerIp: big },
  });
  [alice, agent] = await Promise.all([registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

async function ask(title: string) {
  const res = await call(t, 'POST', '/api/questions', {
    who: alice,
    body: { title, body: 'Enough detail for the agents to give a useful answer here.', topic: 'life' },
  });
  expect(res.status).toBe(201);
  return questionDetailSchema.parse(await res.json());
}

async function sendLead(body: Record<string, unknown>) {
  const res = await call(t, 'POST', '/api/quotes', { body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

const agentPaths: [string, string, unknown?][] = [
  ['GET', '/api/agent/questions'],
  ['POST', `/api/agent/questions/${crypto.randomUUID()}/answers`, { body: 'An answer' }],
  ['PATCH', `/api/agent/questions/${crypto.randomUUID()}`, { status: 'closed' }],
  ['GET', '/api/agent/leads'],
  ['GET', '/api/agent/leads.csv'],
  ['PATCH', `/api/agent/leads/${crypto.randomUUID()}`, { status: 'contacted' }],
  ['GET', '/api/agent/contact-messages'],
  ['PATCH', `/api/agent/contact-messages/${crypto.randomUUID()}`, { status: 'answered' }],
  ['GET', '/api/agent/activity'],
];

describe('agent endpoints', () => {
  it('answer 401 without a session and 403 to a member, on every route', async () => {
    for (const [method, path, body] of agentPaths) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { who: alice, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('queue open questions first, the longest-waiting at the top, with the asker named', async () => {
    const older = await ask('Older open question about whole life');
    const answered = await ask('Question that gets answered first');
    const newer = await ask('Newer open question about term life');
    await call(t, 'POST', `/api/agent/questions/${answered.id}/answers`, {
      who: agent,
      body: { body: 'Here is what we suggest.' },
    });
    const res = await call(t, 'GET', '/api/agent/questions', { who: agent });
    const queue = agentQueueResponseSchema.parse(await res.json());
    const order = queue.items.map((q) => q.id);
    expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(newer.id));
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(answered.id));
    expect(queue.items.find((q) => q.id === older.id)?.author.email).toBe(alice.email);
    const onlyAnswered = agentQueueResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/questions?status=answered', { who: agent })).json(),
    );
    expect(onlyAnswered.items.every((q) => q.status === 'answered')).toBe(true);
  });

  it("count the queue's questions by status as they are asked, answered, closed and deleted", async () => {
    const counted = async (status: string) =>
      agentQueueResponseSchema.parse(
        await (
          await call(t, 'GET', `/api/agent/questions${status ? `?status=${status}` : ''}`, { who: agent })
        ).json(),
      ).total;
    const actual = async (status: string) => {
      const rows = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(questions)
        .where(status ? eq(questions.status, status as 'open') : undefined);
      return rows[0]!.n;
    };
    const agree = async () => {
      for (const status of ['', 'open', 'answered', 'closed']) {
        expect(await counted(status), status || 'every status').toBe(await actual(status));
      }
    };
    const before = await counted('open');
    const [first, second, third] = [
      await ask('Counted one'),
      await ask('Counted two'),
      await ask('Counted three'),
    ];
    expect(await counted('open')).toBe(before + 3);
    await call(t, 'POST', `/api/agent/questions/${first.id}/answers`, {
      who: agent,
      body: { body: 'Answered.' },
    });
    await call(t, 'PATCH', `/api/agent/questions/${second.id}`, { who: agent, body: { status: 'closed' } });
    await agree();
    // Gone with its author's account, as the foreign key's cascade takes it.
    const bob = await registerMember(t);
    await call(t, 'POST', '/api/questions', {
      who: bob,
      body: {
        title: 'Counted four',
        body: 'Enough detail for the agents to give a useful answer here.',
        topic: 'home',
      },
    });
    await agree();
    await t.database.db.delete(users).where(eq(users.username, bob.username));
    await t.database.db.delete(questions).where(eq(questions.id, third.id));
    expect(await counted('open')).toBe(before);
    await agree();
  });

  it('answer a question, mark it answered or not, and change status and visibility', async () => {
    const question = await ask('Should I convert my term policy?');
    const note = await call(t, 'POST', `/api/agent/questions/${question.id}/answers`, {
      who: agent,
      body: { body: 'We are checking the conversion deadline with the insurer.', markAnswered: false },
    });
    expect(note.status).toBe(201);
    expect(questionDetailSchema.parse(await note.json())).toMatchObject({ status: 'open' });
    const answer = await call(t, 'POST', `/api/agent/questions/${question.id}/answers`, {
      who: agent,
      body: { body: 'Yes: the conversion window closes at age 65.' },
    });
    const detail = questionDetailSchema.parse(await answer.json());
    expect(detail.status).toBe('answered');
    expect(detail.answers).toHaveLength(2);
    const patched = await call(t, 'PATCH', `/api/agent/questions/${question.id}`, {
      who: agent,
      body: { status: 'closed', visibility: 'public' },
    });
    expect(questionDetailSchema.parse(await patched.json())).toMatchObject({
      status: 'closed',
      visibility: 'public',
    });
    const empty = await call(t, 'PATCH', `/api/agent/questions/${question.id}`, { who: agent, body: {} });
    expect(empty.status).toBe(400);
    const missing = await call(t, 'PATCH', `/api/agent/questions/${crypto.randomUUID()}`, {
      who: agent,
      body: { status: 'closed' },
    });
    expect(missing.status).toBe(404);
  });

  it('list quote leads with contact details, filtered by line and status, and change a status', async () => {
    const auto = await sendLead(autoQuote({ email: 'lead.auto@example.com' }));
    await sendLead(medicareQuote({ email: 'lead.health@example.com' }));
    const res = await call(t, 'GET', '/api/agent/leads?line=auto&status=new', { who: agent });
    const list = leadListResponseSchema.parse(await res.json());
    expect(list.items.map((lead) => lead.reference)).toEqual([auto]);
    expect(list.items[0]).toMatchObject({ email: 'lead.auto@example.com', phone: '+12075550161' });
    const changed = await call(t, 'PATCH', `/api/agent/leads/${list.items[0]!.id}`, {
      who: agent,
      body: { status: 'contacted' },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).status).toBe('contacted');
    const after = leadListResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/leads?line=auto&status=new', { who: agent })).json(),
    );
    expect(after.total).toBe(0);
    expect((await call(t, 'GET', '/api/agent/leads?line=boats', { who: agent })).status).toBe(400);
    const unknown = await call(t, 'PATCH', '/api/agent/leads/nope', {
      who: agent,
      body: { status: 'closed' },
    });
    expect(unknown.status).toBe(404);
  });

  it('sorts the leads by name, line, status or when sent, either way, and the CSV export follows', async () => {
    const zimmer = await sendLead(
      autoQuote({ firstName: 'Ada', lastName: 'zimmer', email: 'sort.z@example.com' }),
    );
    const abbott = await sendLead(
      autoQuote({ firstName: 'Bo', lastName: 'Abbott', email: 'sort.a@example.com' }),
    );
    const list = async (query: string) =>
      leadListResponseSchema.parse(
        await (await call(t, 'GET', `/api/agent/leads?${query}`, { who: agent })).json(),
      ).items;
    const at = (items: { reference: string }[], reference: string) =>
      items.findIndex((lead) => lead.reference === reference);

    // By surname, whatever its case, A to Z and back.
    const byName = await list('line=auto&sort=name');
    const surnames = byName.map((lead) => lead.lastName.toLowerCase());
    expect(surnames).toEqual([...surnames].sort());
    expect(at(byName, abbott)).toBeLessThan(at(byName, zimmer));
    const byNameDown = await list('line=auto&sort=name&dir=desc');
    expect(at(byNameDown, zimmer)).toBeLessThan(at(byNameDown, abbott));

    // Newest first unless the oldest are asked for.
    const newest = await list('line=auto');
    expect(at(newest, abbott)).toBeLessThan(at(newest, zimmer));
    const oldest = await list('line=auto&sort=sent&dir=asc');
    expect(at(oldest, zimmer)).toBeLessThan(at(oldest, abbott));

    // Status in the order of the work (new, contacted, quoted, closed), not of the alphabet.
    const ids = Object.fromEntries(newest.map((lead) => [lead.reference, lead.id]));
    await call(t, 'PATCH', `/api/agent/leads/${ids[zimmer]}`, { who: agent, body: { status: 'contacted' } });
    await call(t, 'PATCH', `/api/agent/leads/${ids[abbott]}`, { who: agent, body: { status: 'closed' } });
    const byStatus = await list('line=auto&sort=status');
    const places = byStatus.map((lead) => LEAD_STATUSES.indexOf(lead.status));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(at(byStatus, zimmer)).toBeLessThan(at(byStatus, abbott));

    const csv = await (
      await call(t, 'GET', '/api/agent/leads.csv?line=auto&sort=name', { who: agent })
    ).text();
    expect(csv.indexOf(abbott)).toBeGreaterThan(0);
    expect(csv.indexOf(abbott)).toBeLessThan(csv.indexOf(zimmer));
    expect((await call(t, 'GET', '/api/agent/leads?sort=price', { who: agent })).status).toBe(400);
    expect((await call(t, 'GET', '/api/agent/leads?sort=name&dir=up', { who: agent })).status).toBe(400);
  });

  it('export leads as CSV that holds a changed status and the answers, and neutralises formula cells', async () => {
    const reference = await sendLead(
      autoQuote({
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: '@SUM(A1)',
        email: 'csv@example.com',
      }),
    );
    const list = leadListResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/leads?line=auto', { who: agent })).json(),
    );
    const lead = list.items.find((item) => item.reference === reference)!;
    await call(t, 'PATCH', `/api/agent/leads/${lead.id}`, { who: agent, body: { status: 'quoted' } });
    const res = await call(t, 'GET', '/api/agent/leads.csv?line=auto', { who: agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="quote-leads-.*\.csv"$/);
    const csv = await res.text();
    const line = csv.split('\r\n').find((row) => row.startsWith(reference))!;
    expect(line).toContain(',quoted,');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain(",'@SUM(A1),");
    expect(line).toContain(",'+12075550161,");
    // The answers in one cell, in the words the console shows.
    expect(line).toContain(
      ',"Vehicles: 2; Drivers: 2; Insured now: Yes, I have auto insurance now; ZIP code: 04101"',
    );
    expect(csv.split('\r\n')[0]).toMatch(/^Reference,Received,Line,/);
  });

  it('list contact messages and mark one answered', async () => {
    const sent = await call(t, 'POST', '/api/contact', {
      body: {
        name: 'Priya Contact',
        email: 'priya@example.com',
        topic: 'home',
        message: 'Please call me about my home insurance renewal.',
        preferredContact: 'email',
      },
    });
    expect(sent.status).toBe(201);
    const list = contactListResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/contact-messages?status=new', { who: agent })).json(),
    );
    const message = list.items.find((item) => item.email === 'priya@example.com')!;
    expect(message.message).toContain('home insurance renewal');
    const done = await call(t, 'PATCH', `/api/agent/contact-messages/${message.id}`, {
      who: agent,
      body: { status: 'answered' },
    });
    expect((await done.json()).status).toBe('answered');
    const left = contactListResponseSchema.parse(
      await (await call(t, 'GET', '/api/agent/contact-messages?status=new', { who: agent })).json(),
    );
    expect(left.items.map((item) => item.id)).not.toContain(message.id);
  });

  it('record every action with the agent and the time, newest first', async () => {
    const res = await call(t, 'GET', '/api/agent/activity', { who: agent });
    const log = activityResponseSchema.parse(await res.json());
    const actions = new Set(log.items.map((item) => item.action));
    for (const action of [
      'question.answer',
      'question.update',
      'lead.update',
      'lead.export',
      'contact.update',
    ]) {
      expect(actions).toContain(action);
    }
    expect(
      log.items.every((item) => item.agentName === `${agent.firstName} ${agent.lastName.slice(0, 1)}.`),
    ).toBe(true);
    const times = log.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(log)).not.toContain('@example.com');
  });
});

describe('csvCell', () => {
  it('prefixes cells a spreadsheet would run as formulas, and quotes separators', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
});
