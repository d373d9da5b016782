import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../db/client';
import { users } from '../db/schema';
import { loadEnv } from '../env';
import { verifyPassword } from '../services/passwords';
import { serverEntry } from '../test/server-process';
import { admin } from '../test/test-db';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The bundle `npm run create-agent` runs once `npm test` has built it, else the source under tsx.
const command =
  serverEntry() === 'build'
    ? [path.join(root, 'dist/server/create-agent.js')]
    : ['--import', 'tsx', path.join(root, 'src/server/cli/create-agent.ts')];
const PASSWORD = 'quiet lighthouse morning 19';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command with a chosen environment and no terminal. */
function run(args: string[], env: Record<string, string>): Promise<Run> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.AGENT_PASSWORD;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...command, ...args],
      { cwd: root, env: { ...base, LOG_LEVEL: 'silent', ...env }, timeout: 150_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

/** The databases the command is run against: a PGlite folder always, PostgreSQL when configured. */
const targets: {
  name: string;
  env: Record<string, string>;
  options: DatabaseOptions;
  drop?: () => Promise<void>;
}[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'create-agent-'));
targets.push({ name: 'PGlite', env: { DATA_DIR: dataDir }, options: { dataDir } });
const baseUrl = loadEnv().DATABASE_URL;
if (baseUrl) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  targets.push({
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    options: { databaseUrl: url.toString() },
    drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  });
  beforeAll(() => admin(baseUrl, `CREATE DATABASE "${name}"`));
}
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  for (const target of targets) await target.drop?.();
});

// Each run starts Node and opens a database: seconds each on a busy machine.
const SLOW = { timeout: 180_000 };

describe.each(targets)('npm run create-agent on $name', SLOW, (target) => {
  it('creates an agent with the password from AGENT_PASSWORD, hashed like a registration', async () => {
    const result = await run(
      [
        '--email',
        'Morgan.Reyes@Example.com',
        '--username',
        'morgan',
        '--first-name',
        'Morgan',
        '--last-name',
        'Reyes',
      ],
      { ...target.env, AGENT_PASSWORD: PASSWORD },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created agent morgan \(/);
    expect(result.stdout).not.toContain(PASSWORD);
    const database = await openDatabase(target.options);
    try {
      const [row] = await database.db.select().from(users).where(eq(users.username, 'morgan'));
      expect(row).toMatchObject({ role: 'agent', email: 'morgan.reyes@example.com', firstName: 'Morgan' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash, PASSWORD)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses a taken email, naming it, and creates nothing', async () => {
    const result = await run(['--email', 'morgan.reyes@example.com', '--username', 'other'], {
      ...target.env,
      AGENT_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/email already exists/);
  });
});

describe('npm run create-agent refuses', SLOW, () => {
  const env = { DATA_DIR: dataDir };
  it('a password on the command line, with a clear message', async () => {
    const result = await run(['--email', 'a@example.com', '--username', 'abc', '--password', PASSWORD], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/never taken on the command line/);
  });

  it('a missing password when there is no terminal to ask in', async () => {
    const result = await run(['--email', 'a@example.com', '--username', 'abc'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/AGENT_PASSWORD/);
  });

  it('a short or common password, by the registration rules', async () => {
    const short = await run(['--email', 'a@example.com', '--username', 'abc'], {
      ...env,
      AGENT_PASSWORD: 'short',
    });
    expect(short.stderr).toMatch(/password: Your password needs at least 8 characters/);
    const common = await run(['--email', 'a@example.com', '--username', 'abc'], {
      ...env,
      AGENT_PASSWORD: 'password1',
    });
    expect(common.stderr).toMatch(/too easy to guess/);
    expect(common.code).toBe(2);
  });

  it('missing options, with the usage', async () => {
    const result = await run(['--email', 'a@example.com'], { ...env, AGENT_PASSWORD: PASSWORD });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run create-agent/);
  });
});
