// What every public write endpoint (contact, quotes) must do the same way, as one set of cases:
// same-origin and JSON-only guards, Idempotency-Key replay and release, the per-IP limit, and no
// personal detail echoed or logged. Each endpoint's own test file calls this with its specifics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { RateLimits } from '../services/rate-limit';
import { ORIGIN, openTestApp, type TestApp } from './test-app';

export interface PublicWriteHarness {
  app: () => TestApp;
  /** Every log line the app wrote, to prove what it never logs. */
  logLines: string[];
  /** Posts from a new address each time, so the per-IP limit stays out of the way. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
}

/** One app for a test file, its per-IP limit set high, its log kept; opened and closed around the file. */
export function publicWriteHarness(limit: keyof RateLimits, ipPrefix: string): PublicWriteHarness {
  let t: TestApp | undefined;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await openTestApp({
      env: { TRUST_PROXY: 'true' },
      logger: createLogger('debug', (line) => logLines.push(line)),
      limits: { [limit]: { max: 1000, windowMs: 60 * 60_000 } },
    });
  });
  afterAll(() => t?.dispose());
  const app = () => {
    if (!t) throw new Error('the test app is not open yet');
    return t;
  };
  let counter = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app().post(path, body, {
      'X-Forwarded-For': `${ipPrefix}.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`,
      ...headers,
    });
  return { app, logLines, post };
}

export interface PublicWriteCase {
  path: string;
  /** A valid body, unique per call where the endpoint keys on the email. */
  valid: () => { email: string } & Record<string, unknown>;
  /** The same body with one field wrong, so the endpoint answers 400. */
  invalid: (valid: Record<string, unknown>) => Record<string, unknown>;
  /** The rows stored for an email. */
  rowsFor: (email: string) => Promise<unknown[]>;
  /** The per-IP limit's name in the app's limits. */
  limit: keyof RateLimits;
  /** Personal details in `valid()` that must never appear in the answer or the log. */
  secrets: (body: Record<string, unknown>) => string[];
  /** The log event a stored write emits. */
  event: string;
}

export function describePublicWrite(c: PublicWriteCase, h: PublicWriteHarness): void {
  const { app, logLines } = h;
  const post = (body: unknown, headers: Record<string, string> = {}) => h.post(c.path, body, headers);

  describe(`shared guards of POST ${c.path}`, () => {
    it('never returns what was sent, and never logs it', async () => {
      const body = c.valid();
      const text = await (await post(body)).text();
      for (const secret of c.secrets(body)) {
        expect(text).not.toContain(secret);
        expect(logLines.join('\n')).not.toContain(secret);
      }
      expect(logLines.some((line) => line.includes(c.event))).toBe(true);
    });

    it('refuses a foreign Origin with 403 and a non-JSON body with 415', async () => {
      const foreign = await app().app.request(c.path, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify(c.valid()),
      });
      expect(foreign.status).toBe(403);
      const form = await app().app.request(c.path, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=x',
      });
      expect(form.status).toBe(415);
    });

    it('stores one row for the same Idempotency-Key twice and replays the answer', async () => {
      const body = c.valid();
      const key = crypto.randomUUID();
      const first = await post(body, { 'Idempotency-Key': key });
      const second = await post(body, { 'Idempotency-Key': key });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(await second.json()).toEqual(await first.json());
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await c.rowsFor(body.email)).toHaveLength(1);
    });

    it('releases the key of a refused request, so the corrected retry is stored', async () => {
      const body = c.valid();
      const key = crypto.randomUUID();
      expect((await post(c.invalid(body), { 'Idempotency-Key': key })).status).toBe(400);
      expect((await post(body, { 'Idempotency-Key': key })).status).toBe(201);
      expect(await c.rowsFor(body.email)).toHaveLength(1);
    });

    it('refuses a malformed key with 400', async () => {
      expect((await post(c.valid(), { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
    });

    it('answers 429 with Retry-After once an address has sent its share', async () => {
      const limited = await openTestApp({
        sharing: app(),
        env: { TRUST_PROXY: 'true' },
        limits: { [c.limit]: { max: 2, windowMs: 60 * 60_000 } },
      });
      try {
        const send = (ip: string) => limited.post(c.path, c.valid(), { 'X-Forwarded-For': ip });
        expect((await send('10.250.0.1')).status).toBe(201);
        expect((await send('10.250.0.1')).status).toBe(201);
        const third = await send('10.250.0.1');
        expect(third.status).toBe(429);
        expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await send('10.250.0.2')).status).toBe(201);
      } finally {
        await limited.dispose();
      }
    });
  });
}
