import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { emailOptOuts, emailOutbox } from '../db/schema';
import { loadEnv } from '../env';
import { createLogger, silentLogger } from '../logger';
import { startLoopbackSmtp, type LoopbackSmtp } from '../test/loopback-smtp';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { enqueueEmail, type EmailSettings } from './outbox';
import { emailKeys } from './tokens';
import { logTransport, smtpTransport } from './transport';
import { createEmailWorker, type WorkerOptions } from './worker';

let t: TestDatabase;
let smtp: LoopbackSmtp;
let settings: EmailSettings;
let clock: Date;
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  t = await openTestDatabase();
  smtp = await startLoopbackSmtp();
  settings = { siteUrl: 'http://localhost:3000', keys: emailKeys(t.database.db, undefined) };
});
afterAll(async () => {
  await smtp.close();
  await t.dispose();
});
beforeEach(async () => {
  clock = new Date('2026-11-22T10:00:00Z');
  smtp.received.length = 0;
  smtp.refuseNext(0);
  await t.database.db.delete(emailOutbox);
});

const transport = () =>
  smtpTransport({
    url: smtp.url,
    from: 'Harbor Point <hello@harborpoint.example>',
    messageIdDomain: 'localhost',
  });

const worker = (options: Partial<WorkerOptions> = {}) =>
  createEmailWorker({ db: t.database.db, transport: transport(), logger: silentLogger, now, ...options });

const answered = (to: string, questionId = 42) =>
  enqueueEmail(t.database.db, settings, {
    to,
    template: 'question-answered',
    data: { firstName: 'Maya', questionId, questionTitle: 'Does my policy cover flood damage?' },
    now: clock,
  });

const row = async (id: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe('the email worker', () => {
  it('retries a refused email with a doubling wait, then delivers it once with its headers', async () => {
    const id = (await answered('Maya.Reader@Example.com'))!;
    const w = worker({ backoff: { baseMs: 60_000, maxMs: 10 * 60_000, maxAttempts: 5 } });
    smtp.refuseNext(2);

    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null });
    expect(stored?.lastError).toMatch(/^451 /);
    expect(stored?.nextAttemptAt.getTime()).toBe(clock.getTime() + 60_000);

    // Not due yet: nothing is claimed, nothing is sent.
    advance(59_000);
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    advance(1_000);
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    stored = await row(id);
    expect(stored?.nextAttemptAt.getTime()).toBe(clock.getTime() + 120_000);

    advance(120_000);
    expect(await w.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 3, deliveredVia: 'smtp', lastError: null });
    expect(stored?.sentAt?.getTime()).toBe(clock.getTime());
    expect(smtp.refusals).toBe(2);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['maya.reader@example.com']);
    expect(mail?.headers.get('subject')).toBe('Your question has an answer');
    expect(mail?.headers.get('message-id')).toBe(`<${id}@localhost>`);
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=u\.[0-9a-f-]{36}\.[\w-]{43}>$/,
    );
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail?.body).toContain('http://localhost:3000/dashboard/question/42');
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/subscribe\/unsubscribe\?token=u\./);
    expect(mail?.body).toContain('Hello Maya,');
  });

  it('gives up after the last attempt, with waits capped, and keeps the email as failed', async () => {
    const id = (await answered('never.there@example.com'))!;
    const w = worker({ backoff: { baseMs: 1_000, maxMs: 1_500, maxAttempts: 3 } });
    smtp.refuseNext(10);

    await w.runOnce();
    expect((await row(id))?.nextAttemptAt.getTime()).toBe(clock.getTime() + 1_000);
    advance(1_000);
    await w.runOnce();
    // 2 000 ms would be the doubled wait; the cap holds it at 1 500.
    expect((await row(id))?.nextAttemptAt.getTime()).toBe(clock.getTime() + 1_500);
    advance(1_500);
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });

    advance(24 * 3_600_000);
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('retries an email whose worker died mid-delivery once its lease has passed', async () => {
    const id = (await answered('lease@example.com'))!;
    // A claim made by a worker that never came back.
    await t.database.db
      .update(emailOutbox)
      .set({ claimedBy: 'gone', attempts: 1, nextAttemptAt: new Date(clock.getTime() + 5 * 60_000) })
      .where(eq(emailOutbox.id, id));
    const w = worker();
    expect((await w.runOnce()).sent).toBe(0);
    advance(5 * 60_000);
    expect((await w.runOnce()).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without SMTP keeps the email, marked as logged, and logs no address', async () => {
    const id = (await answered('kept.here@example.com'))!;
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    const w = worker({ transport: logTransport(logger), logger });
    expect((await w.runOnce()).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', deliveredVia: 'log' });
    expect(lines.join('\n')).toContain(id);
    expect(lines.join('\n')).not.toContain('kept.here');
    expect(smtp.received).toHaveLength(0);
  });

  it('writes no notification to an address that unsubscribed from notifications', async () => {
    await t.database.db.insert(emailOptOuts).values({ email: 'quiet@example.com', list: 'notifications' });
    expect(await answered('Quiet@Example.com')).toBeUndefined();
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('two workers on one database', () => {
  /** On PostgreSQL the second worker gets its own pool, as a second server process would. */
  async function secondDatabase(): Promise<Database | undefined> {
    if (t.kind !== 'postgres') return undefined;
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
    const url = new URL(loadEnv().DATABASE_URL!);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }

  it('send each email exactly once', async () => {
    for (let i = 0; i < 24; i += 1) await answered(`reader${i}@example.com`, i + 1);
    const other = await secondDatabase();
    const a = worker({ id: 'a', batchSize: 3 });
    const b = worker({ id: 'b', batchSize: 3, db: other?.db ?? t.database.db });
    const drain = async (w: ReturnType<typeof worker>) => {
      const counts = { sent: 0 };
      for (;;) {
        const result = await w.runOnce();
        if (result.sent === 0) return counts.sent;
        counts.sent += result.sent;
      }
    };
    try {
      const [sentByA, sentByB] = await Promise.all([drain(a), drain(b)]);
      expect(sentByA + sentByB).toBe(24);
    } finally {
      await other?.close();
    }
    const ids = smtp.received.map((mail) => mail.headers.get('message-id'));
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const rows = await t.database.db.select().from(emailOutbox);
    expect(rows.every((stored) => stored.status === 'sent' && stored.attempts === 1)).toBe(true);
  });
});
