// Test people for the members-area suites: members register through the API, agents are created
// as the create-agent command does (createUser with the agent role) and log in through the API.
import { createUser } from '../services/users';
import { newAccount, openTestApp, ORIGIN, type TestApp } from './test-app';

export interface Person {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The Cookie header carrying the session. */
  cookie: string;
}

const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

export async function registerMember(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Person> {
  const account = newAccount(overrides);
  const res = await t.post('/api/auth/register', account);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id: string };
  return { ...account, id: body.id, cookie: cookieHeader(res) };
}

export async function createAgent(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Person> {
  const account = newAccount(overrides);
  const user = await createUser(t.database.db, { ...account, phone: '+12075550177' }, 'agent');
  const res = await t.post('/api/auth/login', {
    usernameOrEmail: account.username,
    password: account.password,
  });
  if (res.status !== 200) throw new Error(`agent login failed: ${res.status}`);
  return { ...account, id: user.id, cookie: cookieHeader(res) };
}

/** Any method, same-origin, JSON body when given, as `who` (or anonymous). */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { who?: Person; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
  if (options.who) headers.Cookie = options.who.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return await t.app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export interface Cast {
  t: TestApp;
  alice: Person;
  bruno: Person;
  agent: Person;
}

/** An app with room for many sign-ups and questions, two members and an agent: the authz cast. */
export async function openCast(): Promise<Cast> {
  const roomy = { max: 1000, windowMs: 60_000 };
  const t = await openTestApp({ limits: { registerPerIp: roomy, questionPerAccount: roomy } });
  const [alice, bruno, agent] = await Promise.all([registerMember(t), registerMember(t), createAgent(t)]);
  return { t, alice, bruno, agent };
}
