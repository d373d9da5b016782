import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessionsSchema } from '../../shared/account-schemas';
import { call, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.dispose());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A second session of the same member, from another browser. */
async function secondLogin(person: Person, userAgent = FIREFOX): Promise<Person> {
  const res = await call(t, 'POST', '/api/auth/login', {
    body: { usernameOrEmail: person.username, password: (person as Person & { password: string }).password },
    headers: { 'User-Agent': userAgent },
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { ...person, cookie };
}

const sessionsOf = async (who: Person) => {
  const res = await call(t, 'GET', '/api/account/sessions', { who });
  expect(res.status).toBe(200);
  return accountSessionsSchema.parse(await res.json()).sessions;
};
const isLoggedIn = async (who: Person) =>
  (await call(t, 'GET', '/api/account/profile', { who })).status === 200;

describe('account sessions', () => {
  it('answers 401 to anonymous callers on every sessions route', async () => {
    expect((await call(t, 'GET', '/api/account/sessions')).status).toBe(401);
    expect((await call(t, 'POST', '/api/account/sessions/end-others', { body: {} })).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/account/sessions/abc', { body: {} })).status).toBe(401);
  });

  it('lists this session first, marked current, with the other device named from its user agent', async () => {
    const member = await registerMember(t);
    await secondLogin(member);
    const list = await sessionsOf(member);
    expect(list).toHaveLength(2);
    expect(list[0]?.current).toBe(true);
    expect(list[1]).toMatchObject({ current: false, device: 'Firefox on Windows' });
    expect(list[1]?.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('ends one chosen session and leaves the others', async () => {
    const member = await registerMember(t);
    const other = await secondLogin(member);
    const target = (await sessionsOf(member)).find((session) => !session.current);
    const res = await call(t, 'DELETE', `/api/account/sessions/${target?.id}`, { who: member, body: {} });
    expect(res.status).toBe(200);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(member)).toBe(true);
  });

  it("answers 404 for another member's session and leaves it alone", async () => {
    const [alice, bruno] = [await registerMember(t), await registerMember(t)];
    const brunoSession = (await sessionsOf(bruno))[0];
    const res = await call(t, 'DELETE', `/api/account/sessions/${brunoSession?.id}`, {
      who: alice,
      body: {},
    });
    expect(res.status).toBe(404);
    expect(await isLoggedIn(bruno)).toBe(true);
    expect((await call(t, 'DELETE', '/api/account/sessions/nonsense', { who: alice, body: {} })).status).toBe(
      404,
    );
  });

  it('ends every other session of the account, and only of this account', async () => {
    const member = await registerMember(t);
    const stranger = await registerMember(t);
    const [a, b] = [await secondLogin(member), await secondLogin(member)];
    const res = await call(t, 'POST', '/api/account/sessions/end-others', { who: member, body: {} });
    expect(res.status).toBe(200);
    expect((await res.json()).endedSessions).toBe(2);
    expect(await isLoggedIn(a)).toBe(false);
    expect(await isLoggedIn(b)).toBe(false);
    expect(await isLoggedIn(member)).toBe(true);
    expect(await isLoggedIn(stranger)).toBe(true);
    expect(await sessionsOf(member)).toHaveLength(1);
  });
});
