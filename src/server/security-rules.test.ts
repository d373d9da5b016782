// SECURITY.md lines no other test held on their own (docs/security-coverage.md maps every line):
// the constant-time session compare, user answers that are no-store and never carry the password
// hash, auth logs free of secrets and contact details, a 500 without a stack, parameterised SQL.
// Real app, real database (PGlite, or PostgreSQL with DATABASE_URL).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../shared/field-errors';
import { createLogger } from './logger';
import { findSession, hashToken } from './services/sessions';
import { registerMember, type Person } from './test/people';
import { cookieFrom, newAccount, openTestApp, type TestApp } from './test/test-app';
import { testDatabaseKind } from './test/test-db';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await openTestApp({ logger: createLogger('debug', (line) => logLines.push(line)) });
});
afterAll(() => t.dispose());

describe(`session tokens (${testDatabaseKind()})`, () => {
  it('looks a token up by its SHA-256, compares in constant time, and finds nothing one character off', async () => {
    const res = await t.post('/api/auth/register', newAccount());
    const token = cookieFrom(res, 'auth_token') ?? '';
    const rows = (await t.database.db.execute(
      sql`select id from sessions where id = ${hashToken(token)}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toHaveLength(1);
    expect(await findSession(t.database.db, token, new Date())).toBeDefined();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await findSession(t.database.db, token.slice(0, -1) + last, new Date())).toBeUndefined();
    // The compare itself: a timing-safe one, whatever the database's own comparison does.
    const source = readFileSync(new URL('./services/sessions.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/timingSafeEqual\(Buffer\.from\(row\.session\.id\), Buffer\.from\(id\)\)/);
  });
});

describe('passwords at registration', () => {
  it('need at least 8 characters, and a long one is used whole, never cut', async () => {
    const seven = await t.post('/api/auth/register', newAccount({ password: 'q7#Lm2v' }));
    expect(seven.status).toBe(400);
    expect(parseFieldErrors(await seven.json()).password).toMatch(/at least 8 characters/);

    const long = `${'harbour lights over the quiet bay '.repeat(4)}at dusk`;
    const account = newAccount({ password: long });
    expect((await t.post('/api/auth/register', account)).status).toBe(201);
    const login = (password: string) =>
      t.post('/api/auth/login', { usernameOrEmail: account.username, password });
    expect((await login(long)).status).toBe(200);
    // Every character counts: the password without its last one, or cut at 64 or 72, is wrong.
    for (const cut of [long.slice(0, -1), long.slice(0, 64), long.slice(0, 72)]) {
      expect((await login(cut)).status).toBe(401);
    }
  });
});

describe('answers that carry a user', () => {
  let member: Person;
  beforeAll(async () => {
    member = await registerMember(t);
  });

  it('are no-store and never carry the password hash or a password', async () => {
    const login = await t.post('/api/auth/login', {
      usernameOrEmail: member.username,
      password: member.password,
    });
    const answers: [string, Response][] = [
      ['POST /api/auth/register', await t.post('/api/auth/register', newAccount())],
      ['POST /api/auth/login', login],
      ['GET /api/auth/getByAuthToken', await t.get('/api/auth/getByAuthToken', { Cookie: member.cookie })],
      ['GET /api/account/profile', await t.get('/api/account/profile', { Cookie: member.cookie })],
      ['GET /api/account/export', await t.get('/api/account/export', { Cookie: member.cookie })],
      ['GET /api/dashboard', await t.get('/api/dashboard', { Cookie: member.cookie })],
    ];
    for (const [route, res] of answers) {
      expect(res.status, route).toBeLessThan(300);
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      const text = await res.text();
      expect(text, route).not.toMatch(/\$argon2|passwordHash|password_hash|"password"/i);
      expect(text, route).not.toContain(member.password);
    }
  });
});

describe('auth logs', () => {
  it('record each auth event without passwords, tokens or contact details', async () => {
    logLines.length = 0;
    const account = newAccount({ phone: '(312) 555-0188' });
    const registered = await t.post('/api/auth/register', account);
    const token = cookieFrom(registered, 'auth_token') ?? '';
    const cookie = `auth_token=${token}`;
    await t.post('/api/auth/login', { usernameOrEmail: account.email, password: 'not the password at all' });
    await t.post('/api/auth/login', { usernameOrEmail: account.username, password: account.password });
    await t.post(
      '/api/auth/password',
      {
        currentPassword: account.password,
        newPassword: 'a brand new harbour passphrase',
        endOtherSessions: true,
      },
      { Cookie: cookie },
    );
    await t.post('/api/auth/logout', undefined, { Cookie: cookie });

    const events = logLines.map((line) => (JSON.parse(line) as { event: string }).event);
    for (const event of [
      'auth.register.success',
      'auth.login.failure',
      'auth.login.success',
      'auth.password_change.success',
      'auth.logout',
    ]) {
      expect(events).toContain(event);
    }
    const all = logLines.join('\n');
    for (const secret of [
      account.password,
      'not the password at all',
      'a brand new harbour passphrase',
      token,
      hashToken(token),
      account.email,
      account.email.split('@')[0] ?? '',
      '555-0188',
      '5550188',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('an unexpected failure', () => {
  it('is a JSON 500 with the request id and no stack, driver text or table name', async () => {
    const broken = await openTestApp();
    try {
      const member = await registerMember(broken);
      // A real fault of ours: the table a route reads is gone while the database is up.
      await broken.database.db.execute(sql`drop table questions cascade`);
      const res = await broken.get('/api/questions', { Cookie: member.cookie });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['message', 'requestId', 'statusCode']);
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
      expect(JSON.stringify(body)).not.toMatch(/ at |\.ts|node_modules|relation|questions|select/i);
    } finally {
      await broken.dispose();
    }
  });
});

describe('SQL', () => {
  /** Statements that cannot take parameters, with their reason: channel names are constants in code. */
  const ALLOWED = [/src\/server\/db\/pg-listener\.ts: .*query\(`LISTEN "\$\{channel\}"`\)/];

  const serverFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'test' ? [] : serverFiles(path);
      return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
    });

  it('is parameterised: no statement is built from a string in server code', () => {
    const root = new URL('../..', import.meta.url).pathname;
    const files = serverFiles(new URL('.', import.meta.url).pathname);
    expect(files.length).toBeGreaterThan(50);
    const built: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // Raw SQL, or a driver call given a template with ${...} or a concatenation.
          if (!/sql\.raw\(|\.unsafe\(|\.(query|execute)\(\s*(`[^`]*\$\{|['"][^'"]*['"]\s*\+)/.test(line))
            return;
          const where = `${relative(root, file)}: ${line.trim()}`;
          if (!ALLOWED.some((allowed) => allowed.test(where))) built.push(`${where} (line ${index + 1})`);
        });
    }
    expect(built).toEqual([]);
  });
});
