// A member's account deleted through one server process: the other process's chat no longer quotes
// that member's public question and its search no longer finds it. Nothing of it may linger in a
// process's memory. PGlite is one process per data folder, so this runs on PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Citation } from '../../shared/chat-schemas';
import { eventData, parseSse } from '../chat/sse-test-helpers';
import { openDatabase } from '../db/client';
import { createUser } from '../services/users';
import { registerThrough, startCluster, type ServerCluster } from '../test/server-cluster';
import { cookieHeader, postgresUrl, type ServerProcess } from '../test/server-process';
import { newAccount } from '../test/test-app';

let cluster: ServerCluster;
let a: ServerProcess;
let b: ServerProcess;

const SITE = 'http://127.0.0.1:8080';
const send = (server: ServerProcess, method: string, path: string, cookie: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      Origin: SITE,
      Cookie: cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function citedBy(server: ServerProcess, cookie: string, message: string): Promise<string[]> {
  const res = await send(server, 'POST', '/api/chat', cookie, { message });
  expect(res.status).toBe(200);
  return eventData<Citation[]>(parseSse(await res.text()), 'citations').map((c) => c.url);
}

async function searchIds(server: ServerProcess, cookie: string, q: string): Promise<string[]> {
  const res = await send(server, 'GET', `/api/questions/search?q=${encodeURIComponent(q)}`, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { id: string }[] }).results.map((r) => r.id);
}

describe.skipIf(!postgresUrl())('a deleted account on two server processes (set DATABASE_URL to run)', () => {
  beforeAll(async () => {
    cluster = await startCluster(2, { SITE_URL: SITE });
    [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it("leaves nothing of the member's public question for the other process to quote or find", async () => {
    // The agent is made as `npm run create-agent` does, straight in the shared database.
    const agentAccount = newAccount();
    const author = await registerThrough(a, { Origin: SITE });
    const reader = await registerThrough(b, { Origin: SITE });
    const db = await openDatabase({ databaseUrl: cluster.storage.databaseUrl! });
    try {
      await createUser(db.db, { ...agentAccount, phone: '+12075550177' }, 'agent');
    } finally {
      await db.close();
    }
    const login = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: agentAccount.username, password: agentAccount.password }),
    });
    expect(login.status).toBe(200);
    const agentCookie = cookieHeader(login);

    const asked = await send(a, 'POST', '/api/questions', author.cookie, {
      title: 'Is my narrowboat on the Kennet canal covered?',
      body: 'I live aboard a narrowboat moored on the Kennet canal most of the year. Does any policy cover it?',
      topic: 'home',
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const answer = {
      body: 'A liveaboard narrowboat needs a specialist marine policy, not a homeowners one.',
    };
    expect((await send(b, 'POST', `/api/agent/questions/${id}/answers`, agentCookie, answer)).status).toBe(
      201,
    );
    const publish = { visibility: 'public' };
    expect((await send(b, 'PATCH', `/api/agent/questions/${id}`, agentCookie, publish)).status).toBe(200);

    const message = 'Is a narrowboat on the Kennet canal covered?';
    expect(await citedBy(a, reader.cookie, message)).toContain(`/dashboard/question/${id}`);
    expect(await searchIds(a, reader.cookie, 'narrowboat Kennet')).toContain(id);

    const deleted = await send(b, 'POST', '/api/account/delete', author.cookie, {
      password: author.account.password,
      confirm: author.account.username,
    });
    expect(deleted.status).toBe(200);

    // At once, on the process that did not delete it.
    expect(await citedBy(a, reader.cookie, message)).not.toContain(`/dashboard/question/${id}`);
    expect(await searchIds(a, reader.cookie, 'narrowboat Kennet')).toEqual([]);
    expect((await send(a, 'GET', `/api/questions/${id}`, reader.cookie)).status).toBe(404);
  });
});
