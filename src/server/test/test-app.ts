// Builds the app on a fresh database for one test file, with helpers for same-origin JSON calls.
// A test that only needs other settings or limits builds a second app on the file's database
// (`sharing`): starting another PGlite costs seconds, and tens of them on a busy machine.
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { loadEnv } from '../env';
import { openTestDatabase, type TestDatabase } from './test-db';

export const ORIGIN = 'http://localhost:3000';

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

export async function openTestApp(
  overrides: Partial<Omit<AppDeps, 'database'>> & {
    env?: Record<string, string>;
    /** Build on this app's database (its dispose leaves the database open). */
    sharing?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const { sharing, ...rest } = overrides;
  overrides = rest;
  const testDb: TestDatabase = sharing ? { ...sharing, dispose: async () => {} } : await openTestDatabase();
  const config = loadEnv({
    NODE_ENV: 'test',
    SITE_URL: ORIGIN,
    // The passages vitest's global setup compiled (scripts/vitest-chat-passages.ts).
    CHAT_PASSAGES_FILE: testChatPassagesFile(),
    // The plain-paths project (vitest.config.ts) runs these files with the cache off.
    ...(process.env.SESSION_CACHE && { SESSION_CACHE: process.env.SESSION_CACHE }),
    ...overrides.env,
  });
  const app = createApp({ database: testDb.database, config, ...overrides });
  return {
    ...testDb,
    app,
    post: async (path, body, headers = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    get: async (path, headers = {}) => app.request(path, { headers }),
  };
}

/** The chat passages file of this test run, written by vitest's global setup. */
export function testChatPassagesFile(): string {
  const file = process.env.CHAT_PASSAGES_FILE;
  if (!file) throw new Error('CHAT_PASSAGES_FILE is unset: run the tests through vitest (vitest.config.ts)');
  return file;
}

let counter = 0;

/** A valid registration body with unique names. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user${id}`,
    firstName: 'Rowan',
    lastName: 'Tester',
    phone: '(312) 555-0143',
    email: `user${id}@example.com`,
    password: 'lighthouse keeper 42',
    ...overrides,
  };
}

/** The value of one cookie out of a response's Set-Cookie headers. */
export function cookieFrom(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name) return value;
  }
  return undefined;
}

export const setCookieLine = (res: Response, name: string) =>
  res.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
