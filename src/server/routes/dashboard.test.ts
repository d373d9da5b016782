import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '../../shared/dashboard-schemas';
import { qaPageLd } from '../../shared/structured-data';
import { silentLogger } from '../logger';
import { seedDemoAccounts } from '../services/demo-accounts';
import { getPublicQuestionForPage, listMyQuestions } from '../services/questions';
import { findUserByUsername } from '../services/users';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';
import { autoQuote } from './quotes-fixtures';

let t: TestApp;
let alice: Person;
let bruno: Person;
let agent: Person;
const big = { max: 1000, windowMs: 60_000 };

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: big, questionPerAccount: big, quotePerIp: big } });
  [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
});
afterAll(() => t.dispose());

const dashboard = async (who: Person) => {
  const res = await call(t, 'GET', '/api/dashboard', { who });
  expect(res.status).toBe(200);
  return dashboardResponseSchema.parse(await res.json());
};

describe('GET /api/dashboard', () => {
  it("sums up a member's own questions, unread answers and quotes, and nobody else's", async () => {
    const asked = await call(t, 'POST', '/api/questions', {
      who: alice,
      body: {
        title: 'How much life cover does a family of four need?',
        body: 'We have two children under ten and a mortgage of about $280,000.',
        topic: 'life',
      },
    });
    const question = (await asked.json()) as { id: string };
    await call(t, 'POST', `/api/agent/questions/${question.id}/answers`, {
      who: agent,
      body: { body: 'A common starting point is ten times income plus the mortgage.' },
    });
    expect((await call(t, 'POST', '/api/quotes', { who: alice, body: autoQuote() })).status).toBe(201);
    expect((await call(t, 'POST', '/api/quotes', { body: autoQuote() })).status).toBe(201);

    const mine = await dashboard(alice);
    expect(mine).toMatchObject({ role: 'member', firstName: alice.firstName, unreadAnswers: 1 });
    expect(mine.questions).toEqual([
      expect.objectContaining({ id: question.id, status: 'answered', answerCount: 1, unreadCount: 1 }),
    ]);
    expect(mine.quotes).toEqual([expect.objectContaining({ line: 'auto', status: 'new' })]);
    expect(mine.console).toBeUndefined();

    const other = await dashboard(bruno);
    expect(other).toMatchObject({ questions: [], quotes: [], unreadAnswers: 0 });
  });

  it('shows an agent what waits in the console queues', async () => {
    const summary = await dashboard(agent);
    expect(summary.role).toBe('agent');
    expect(summary.console).toEqual({ openQuestions: 0, newLeads: 2, newMessages: 0 });
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/dashboard')).status).toBe(401);
  });
});

describe('demo data', () => {
  it('gives the demo member one answered public question and one open question, once', async () => {
    await seedDemoAccounts(t.database.db, silentLogger, { production: false });
    await seedDemoAccounts(t.database.db, silentLogger, { production: false });
    const demo = (await findUserByUsername(t.database.db, 'demo'))!;
    const list = await listMyQuestions(t.database.db, demo.id);
    expect(list.map((q) => [q.status, q.visibility, q.answerCount])).toEqual([
      ['open', 'private', 0],
      ['answered', 'public', 1],
    ]);
    const page = await getPublicQuestionForPage(t.database.db, list[1]!.id);
    expect(page?.answers[0]?.agentName).toBe('Avery A.');
  });
});

describe('qaPageLd', () => {
  it('marks up a public question with its newest answer accepted and without naming the member', async () => {
    const demo = (await findUserByUsername(t.database.db, 'demo'))!;
    const [, answered] = await listMyQuestions(t.database.db, demo.id);
    const question = (await getPublicQuestionForPage(t.database.db, answered!.id))!;
    const url = `https://harborpoint.example/dashboard/question/${question.id}`;
    const ld = qaPageLd(question, url) as { mainEntity: Record<string, unknown> };
    expect(ld).toMatchObject({ '@type': 'QAPage' });
    expect(ld.mainEntity).toMatchObject({
      '@type': 'Question',
      name: question.title,
      answerCount: 1,
      acceptedAnswer: { '@type': 'Answer', url: `${url}#answer-${question.answers[0]!.id}` },
    });
    expect(JSON.stringify(ld)).not.toContain('Dana');
  });
});
