// The whole site for Lighthouse: every kind of page in the route table
// (scripts/bench/page-kinds.ts), with the sessions and data the members' pages need, made by the
// bench on its own server: a member registered over the API, who asks a question and requests a
// website; an agent made with `create-agent` before the server starts (scripts/bench/servers.mjs).
import { URLSearchParams } from 'node:url';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { htmlFileOf } from '../budget/pages.mjs';
import { register } from './server-bench.mjs';

export const BENCH_AGENT = {
  username: 'benchagent',
  email: 'bench.agent@example.com',
  password: 'lantern orchard gravel tide 58',
};

/** The kinds of page and the example bodies, read from the route table under tsx. */
export function readPageKinds() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/page-kinds.ts'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`page kinds: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

async function send(base, path, cookie, body, headers = {}) {
  const response = await globalThis.fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function logIn(base, { username, password }) {
  const response = await send(base, '/api/auth/login', '', { usernameOrEmail: username, password });
  const line = response.headers.getSetCookie().find((header) => header.startsWith('auth_token='));
  return line.split(';')[0];
}

/** The first address matching `pattern` in an email the bench's mail sink received, within 30 s. */
async function emailedLink(mailFile, pattern) {
  for (let tries = 0; tries < 60; tries += 1) {
    const mails = readFileSync(mailFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    for (const mail of mails) {
      const found = pattern.exec(`${mail.text} ${mail.listUnsubscribe}`);
      if (found) return new URL(found[0]).pathname + new URL(found[0]).search;
    }
    await sleep(500);
  }
  throw new Error(`no email with a link like ${pattern} reached the bench's mail sink in 30 s`);
}

/**
 * The pages opened from an emailed link, at a link the server really sent (measured as people
 * open them): a password reset the bench's member asks for, and the confirmation and
 * unsubscribe links of a subscription's confirmation email. The email-change page's first state asks the server nothing
 * (a button confirms), so any well-formed token shows it.
 */
async function emailedPages(base, member, mailFile) {
  await send(base, '/api/auth/password-reset/request', '', { email: member.email, website: '' });
  await send(
    base,
    '/api/subscriptions',
    '',
    {
      email: `updates.${member.username}@example.com`,
      topics: ['medicare'],
      frequency: 'monthly',
      website: '',
    },
    { 'Idempotency-Key': `bench-${member.username}` },
  );
  return {
    'password-reset-new': await emailedLink(mailFile, /https?:\/\/\S+\/password-reset\/new\?token=[\w%-]+/),
    'subscribe-unsubscribe': await emailedLink(
      mailFile,
      /https?:\/\/\S+\/subscribe\/unsubscribe\?token=[\w.%-]+/,
    ),
    // Confirming again is allowed (the server answers with the subscription), so every run sees
    // the page a first click does.
    'subscribe-success': await emailedLink(mailFile, /https?:\/\/\S+\/subscribe\/success\?token=[\w.%-]+/),
    'email-change': '/account/email?token=bench-link-0123456789',
  };
}

/**
 * The pages with their addresses filled in and each one's cookie: a visitor's none, a member's and
 * an agent's session (with the readable auth_hint the app looks for before asking the server).
 */
export async function sitePages(base, mailFile) {
  const { kinds, unmeasured, question, build } = readPageKinds();
  if (unmeasured.length) console.warn(`[bench] no address to measure for ${unmeasured.join(', ')}`);
  const member = await register(base, 0);
  const emailed = await emailedPages(base, member, mailFile);
  const asked = await (await send(base, '/api/questions', member.cookie, question)).json();
  const requested = await (await send(base, '/api/website-builds', member.cookie, build)).json();
  const cookies = {
    visitor: undefined,
    member: `${member.cookie}; auth_hint=1`,
    agent: `${await logIn(base, BENCH_AGENT)}; auth_hint=1`,
  };
  return kinds.map((kind) => ({
    ...kind,
    path: emailed[kind.name] ?? kind.path.replace('{question}', asked.id).replace('{build}', requested.id),
    cookie: cookies[kind.who],
  }));
}

/**
 * The HTML a page's first load gets: the file prerendered for its query (quote/line-auto.html for
 * /quote?line=auto, src/shared/page-variants.ts), else its prerendered file, else the app shell.
 */
export function firstHtmlOf(clientDir, path) {
  const [pagePath, query] = path.split('?');
  for (const [param, value] of new URLSearchParams(query ?? '')) {
    const variant = `${pagePath.slice(1)}/${param}-${value}.html`;
    if (existsSync(join(clientDir, variant))) return variant;
  }
  const file = htmlFileOf(path);
  return existsSync(join(clientDir, file)) ? file : '_shell.html';
}
