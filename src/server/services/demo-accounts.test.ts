import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { openTestApp, type TestApp } from '../test/test-app';
import { demoAccounts, seedDemoAccounts } from './demo-accounts';

const [member, agent] = demoAccounts;
const login = (t: TestApp, usernameOrEmail: string, password: string) =>
  t.post('/api/auth/login', { usernameOrEmail, password });

describe('demo accounts', () => {
  let dev: TestApp;
  let prod: TestApp;
  const announced: string[] = [];
  beforeAll(async () => {
    dev = await openTestApp();
    prod = await openTestApp();
    await seedDemoAccounts(dev.database.db, silentLogger, { production: false });
    await seedDemoAccounts(prod.database.db, silentLogger, {
      production: true,
      announce: (text) => announced.push(text),
    });
  });
  afterAll(async () => {
    await dev.dispose();
    await prod.dispose();
  });

  it('on a developer machine both log in with the published passwords', async () => {
    expect((await login(dev, member.username, member.password)).status).toBe(200);
    const res = await login(dev, agent.username, agent.password);
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe('agent');
  });

  it('in production never creates an agent with the published password, and shows its one-time password once', async () => {
    expect((await login(prod, agent.username, agent.password)).status).toBe(401);
    expect(announced).toHaveLength(1);
    const password = /agent \/ (\S+)/.exec(announced[0] ?? '')?.[1] ?? '';
    expect(password).not.toBe(agent.password);
    expect((await login(prod, agent.username, password)).status).toBe(200);
  });

  it("the agent's console has the demo's quote requests and a message to work through, seeded once", async () => {
    await seedDemoAccounts(dev.database.db, silentLogger, { production: false });
    const cookie = (await login(dev, agent.username, agent.password)).headers.get('set-cookie') ?? '';
    const res = await dev.get('/api/agent/leads', { cookie: cookie.split(';')[0]! });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { firstName: string; line: string; status: string }[] };
    expect(items.map((lead) => `${lead.firstName} ${lead.line} ${lead.status}`).sort()).toEqual([
      'Daniel auto new',
      'Margaret health new',
      'Priya life contacted',
    ]);
    const messages = await dev.get('/api/agent/contact-messages', { cookie: cookie.split(';')[0]! });
    expect(messages.status).toBe(200);
    const inbox = (await messages.json()) as { items: { name: string; topic: string }[] };
    expect(inbox.items.map((message) => `${message.name} ${message.topic}`)).toEqual([
      'Harold Brennan medicare',
    ]);
  });
});
