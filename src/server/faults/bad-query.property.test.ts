// Property test (fast-check) over every endpoint of the OpenAPI document WITHOUT a JSON body (GETs,
// DELETEs, bodiless POSTs; bad-input.property.test.ts does the others): their query strings and
// path ids get huge values, NUL, lone surrogates, text-direction controls, right-to-left marks,
// reserved names, injection strings, wrong types, repeated and undeclared parameters and broken
// percent-encoding, sent anonymously, as a member and as an agent. The rule (decision 158), in
// the order the server applies it:
//   1. a NUL, a text-direction control or a reserved name (__proto__, constructor, prototype)
//      anywhere in the query string: 400 naming the parameter, before anything else;
//   2. a caller the route does not admit gets the same 401/403 whatever the input;
//   3. a declared parameter that is invalid, repeated, or a parameter the route does not declare
//      (routes with declared parameters are strict, but for the unsubscribe link): 400 whose field
//      map names it;
//   4. an id in the path that is no row's (garbage or an unknown UUID): 404;
//   5. otherwise the answer a clean request gets: what a route without parameters is not asked
//      for, it ignores.
// Every answer: below 500, declared in the document, the security headers, no-store; every 4xx is
// the JSON error body with a message and a request id. No table gains or loses a row.
// Seeded and bounded: the same cases every run, well under a minute.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../shared/api-error-schema';
import { parseFieldErrors } from '../../shared/field-errors';
import { expectContract, openApiDoc } from '../test/contract';
import { oddText, rowCounts } from '../test/fuzz';
import { createAgent, registerMember, type Person } from '../test/people';
import { ORIGIN, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

const RUNS_PER_ENDPOINT_AND_CALLER = 15;
const SEED = 20261124;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** A token of the right shape whose signature is wrong: the link route's clean request. */
const SHAPED_TOKEN = `${'a'.repeat(24)}.${'b'.repeat(24)}`;
/** Mail link rewriters append tracking parameters to links; the unsubscribe link must survive them. */
const LENIENT = new Set(['/api/email/unsubscribe']);
/** Stand-ins for 100,000 characters, expanded when the URL is built. */
const HUGE_VALUE = '<100k x>';
const HUGE_NUMBER = '<100k 9>';
const HUGE_ID = '<20k x>';
const expandHuge = (text: string) =>
  text
    .replaceAll(encodeURIComponent(HUGE_VALUE), 'x'.repeat(100_000))
    .replaceAll(encodeURIComponent(HUGE_NUMBER), '9'.repeat(100_000))
    .replaceAll(HUGE_ID, 'x'.repeat(20_000));

interface Param {
  name: string;
  type?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  required: boolean;
}

interface Endpoint {
  method: string;
  path: string;
  query: Param[];
  hasId: boolean;
  strict: boolean;
}

interface Caller {
  name: string;
  cookie?: string;
}

let t: TestApp;
let callers: Caller[];
let endpoints: Endpoint[];

beforeAll(async () => {
  t = await openTestApp();
  const member: Person = await registerMember(t);
  const agent: Person = await createAgent(t);
  callers = [{ name: 'anonymous' }, { name: 'member', ...member }, { name: 'agent', ...agent }];
  const doc = (await openApiDoc(t.app)) as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: unknown;
          parameters?: { in: string; name: string; required?: boolean; schema: Omit<Param, 'name'> }[];
        }
      >
    >;
  };
  endpoints = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.requestBody) continue;
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({
          ...parameter.schema,
          name: parameter.name,
          required: parameter.required ?? false,
        }));
      endpoints.push({
        method: method.toUpperCase(),
        path,
        query,
        hasId: path.includes('{id}'),
        strict: query.length > 0 && !LENIENT.has(path),
      });
    }
  }
});
afterAll(() => t?.dispose());

/** A value the parameter accepts. */
function validValue(param: Param): string {
  if (param.enum) return param.enum[0] ?? '';
  if (param.type === 'integer') return '2';
  if (param.pattern) return SHAPED_TOKEN;
  return 'flood';
}

/** One query-string item: encoded text, or (raw) as it is, for the URL parser to see as it is. */
type Item = { key: string; value: string; raw?: boolean; rawKey?: boolean };
const itemText = ({ key, value, raw, rawKey }: Item) =>
  `${rawKey ? key : encodeURIComponent(key)}=${raw ? value : encodeURIComponent(value)}`;

/** Broken percent-encoding and lone surrogates (which the URL parser makes U+FFFD): sent raw. */
const garbled = fc.constantFrom(
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%%%',
  '%u0041',
  '%2',
  '%FF%FE',
  'x\uD800',
  '\uDC00y',
  '+%2B+',
);
/** Hostile but possibly valid: the route may accept it or refuse it with a 400 naming the field. */
const noise: fc.Arbitrary<{ value: string; raw?: boolean }> = fc.oneof(
  oddText.map((value) => ({ value })),
  garbled.map((value) => ({ value, raw: true })),
);

const RESERVED = ['__proto__', 'constructor', 'prototype'] as const;

type Defect =
  | { kind: 'none' }
  | { kind: 'nul' | 'bidi'; param: string; item: Item }
  | { kind: 'reserved'; key: string; item: Item }
  | { kind: 'invalid' | 'huge' | 'repeated'; param: string; items: Item[] }
  | { kind: 'undeclared'; key: string; item: Item };

/** A value the parameter surely refuses (only for parameters that have a rule to break). */
function wrongValues(param: Param): string[] {
  if (param.type === 'integer') return ['abc', '1.5', '-1', '0', 'NaN', 'Infinity', '1001', '[]', 'true', ''];
  if (param.enum) return ['OPEN', 'opened', 'null', '<script>', "' OR 1=1 --", `${param.enum[0]},x`];
  if (param.pattern) return ['short', '<script>alert(1)</script>', 'a b c d e f g h i j', "x' OR '1'='1"];
  if (param.minLength) return ['a', ' ', ''];
  return [];
}

function defectFor(endpoint: Endpoint): fc.Arbitrary<Defect> {
  const names = endpoint.query.map((param) => param.name);
  const anyName = fc.constantFrom(...names, 'note');
  const poisoned = (kind: 'nul' | 'bidi', mark: fc.Arbitrary<string>) =>
    fc.record({ param: anyName, text: oddText, mark }).map(({ param, text, mark: m }) => ({
      kind,
      param,
      item: { key: param, value: text + m },
    }));
  const options: fc.Arbitrary<Defect>[] = [
    fc.constant({ kind: 'none' as const }),
    poisoned('nul', fc.constantFrom('\u0000', 'a\u0000b')),
    poisoned('bidi', fc.constantFrom('\u202Egnp.exe', '\u2066isolated\u2069', '\u202Aembed\u202C')),
    fc
      .record({ key: fc.constantFrom(...RESERVED), value: oddText, encoded: fc.boolean() })
      .map(({ key, value, encoded }) => ({
        kind: 'reserved' as const,
        key,
        // Also fully percent-encoded, so a decoder's second look is what must catch it.
        item: encoded
          ? {
              key: [...key].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
              value: 'x',
              rawKey: true,
            }
          : { key, value },
      })),
  ];
  const breakable = endpoint.query.filter((param) => wrongValues(param).length > 0);
  if (breakable.length) {
    options.push(
      fc.constantFrom(...breakable).chain((param) =>
        fc.constantFrom(...wrongValues(param)).map((value) => ({
          kind: 'invalid' as const,
          param: param.name,
          items: [{ key: param.name, value }],
        })),
      ),
    );
  }
  if (endpoint.query.length) {
    options.push(
      // HUGE_VALUE is grown to 100,000 characters on sending (a counterexample stays readable).
      fc.constantFrom(...endpoint.query).map((param) => ({
        kind: 'huge' as const,
        param: param.name,
        items: [{ key: param.name, value: param.type === 'integer' ? HUGE_NUMBER : HUGE_VALUE }],
      })),
      fc.constantFrom(...endpoint.query).map((param) => ({
        kind: 'repeated' as const,
        param: param.name,
        items: [
          { key: param.name, value: validValue(param) },
          { key: param.name, value: validValue(param) },
        ],
      })),
    );
  }
  if (endpoint.strict) {
    options.push(
      fc
        .record({
          key: fc.constantFrom(
            'x',
            'utm_source',
            `${names[0]}[]`,
            `${names[0]}[a]`,
            'toString',
            'hasOwnProperty',
          ),
          value: oddText,
        })
        .map(({ key, value }) => ({ kind: 'undeclared' as const, key, item: { key, value } })),
    );
  }
  return fc.oneof(...options);
}

/** The clean part of a query: required parameters valid, the rest maybe hostile noise. */
function baseItems(endpoint: Endpoint): fc.Arbitrary<Item[]> {
  const declared = endpoint.query.map((param) =>
    fc
      .option(noise, { nil: undefined, freq: 2 })
      .map((picked): Item | undefined =>
        picked
          ? { key: param.name, ...picked }
          : param.required
            ? { key: param.name, value: validValue(param) }
            : undefined,
      ),
  );
  // Routes that declare nothing (and the lenient link) ignore what they are not asked for.
  const extras = endpoint.strict
    ? fc.constant<Item[]>([])
    : fc.array(
        fc
          .record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: noise })
          .filter(
            ({ key }) =>
              !(RESERVED as readonly string[]).includes(key) && !endpoint.query.some((p) => p.name === key),
          )
          .map(({ key, value }) => ({ key, ...value })),
        { maxLength: 2 },
      );
  return fc
    .tuple(fc.tuple(...declared), extras)
    .map(([items, more]) => [...items.filter((item): item is Item => !!item), ...more]);
}

/** Path ids that are no row's: garbage (encoded, or raw percent junk) or an unknown UUID. */
const pathId = fc.oneof(
  fc.constant(UNKNOWN_ID),
  fc
    .oneof(
      oddText,
      fc.constantFrom('\u0000', '__proto__', 'constructor', '-1', '1 OR 1=1', 'x'.repeat(20_000)),
    )
    .filter((text) => text.length > 0)
    .map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))),
  garbled.filter((text) => !/[\uD800-\uDFFF+]/.test(text)),
  fc.constant(HUGE_ID),
);

function urlFor(endpoint: Endpoint, id: string | undefined, items: Item[]): string {
  const path = endpoint.hasId ? endpoint.path.replace('{id}', id ?? UNKNOWN_ID) : endpoint.path;
  return expandHuge(items.length ? `${path}?${items.map(itemText).join('&')}` : path);
}

/** The one read that writes: each CSV export of the leads is logged (decision 092). */
const AUDITED = 'GET /api/agent/leads.csv';
let auditedExports = 0;

async function send(endpoint: Endpoint, caller: Caller, url: string): Promise<Response> {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (caller.cookie) headers.Cookie = caller.cookie;
  const res = await t.app.request(url, { method: endpoint.method, headers });
  if (`${endpoint.method} ${endpoint.path}` === AUDITED && res.status === 200) auditedExports += 1;
  return res;
}

/** What every answer must carry, whatever it says. */
async function expectWellFormed(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  expect(res.headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('Permissions-Policy'), label).toBeTruthy();
  expect(res.headers.get('Content-Security-Policy'), label).toContain("default-src 'self'");
  expect(res.headers.get('X-Powered-By'), label).toBeNull();
  expect(res.headers.get('Cache-Control'), label).toBe('no-store');
  if (res.status < 400) return undefined;
  expect(res.headers.get('Content-Type'), label).toMatch(/^application\/json/);
  const body = apiErrorBodySchema.parse(await res.clone().json());
  expect(body.statusCode, label).toBe(res.status);
  expect(body.message.length, label).toBeGreaterThan(0);
  expect(body.message, label).not.toMatch(/\n\s+at |node_modules|\.ts:\d/);
  expect(body.requestId, label).toMatch(/^[0-9a-f-]{36}$/);
  return body;
}

/** Which callers to send as: all three, but logout only anonymously (it would end the session). */
const callersFor = (endpoint: Endpoint) =>
  endpoint.path === '/api/auth/logout' ? callers.filter((c) => !c.cookie) : callers;

describe(`bad query strings and path ids on every endpoint without a body (${testDatabaseKind()})`, () => {
  it('declares a length, a set or a pattern for every text query parameter', () => {
    const unbounded = endpoints.flatMap((endpoint) =>
      endpoint.query
        .filter((p) => p.type === 'string' && !p.enum && !p.maxLength && !p.pattern)
        .map((p) => `${endpoint.method} ${endpoint.path} ?${p.name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers every query and path id by the rule, never 5xx, and stores nothing', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    const before = await rowCounts(t);
    for (const endpoint of endpoints) {
      for (const caller of callersFor(endpoint)) {
        const clean = endpoint.query
          .filter((p) => p.required)
          .map((p) => ({ key: p.name, value: validValue(p) }));
        const baselineRes = await send(endpoint, caller, urlFor(endpoint, UNKNOWN_ID, clean));
        const baseline = baselineRes.status;
        await expectWellFormed(baselineRes, `${endpoint.method} ${endpoint.path} as ${caller.name}, clean`);
        const gated = baseline === 401 || baseline === 403;
        if (endpoint.hasId && !gated) expect(baseline, `${endpoint.path} unknown id`).toBe(404);

        await fc.assert(
          fc.asyncProperty(baseItems(endpoint), defectFor(endpoint), pathId, async (items, defect, id) => {
            await judge(endpoint, caller, baseline, items, defect, id);
          }),
          { numRuns: RUNS_PER_ENDPOINT_AND_CALLER, seed: SEED, endOnFailure: true },
        );
      }
    }
    // Refusals store nothing; each export that was answered left its one audit row.
    expect(auditedExports).toBeGreaterThan(0);
    expect(await rowCounts(t)).toEqual({
      ...before,
      agent_actions: (before.agent_actions ?? 0) + auditedExports,
    });
  }, 120_000);
});

/** Checks one answer against the rule at the top of this file. */
async function judge(
  endpoint: Endpoint,
  caller: Caller,
  baseline: number,
  items: Item[],
  defect: Defect,
  id: string,
): Promise<void> {
  const gated = baseline === 401 || baseline === 403;

  const extra = 'items' in defect ? defect.items : 'item' in defect ? [defect.item] : [];
  const all = [...items.filter((item) => !extra.some((e) => e.key === item.key)), ...extra];
  const url = urlFor(endpoint, id, all);
  const res = await send(endpoint, caller, url);
  const label = `${endpoint.method} as ${caller.name}, ${defect.kind}: ${url.slice(0, 160)}`;
  const body = await expectWellFormed(res, label);
  const fields = body ? Object.keys(parseFieldErrors(body)) : [];
  switch (defect.kind) {
    case 'nul':
      expect(res.status, label).toBe(400);
      return expect(body?.message, label).toContain(`query parameter "${defect.param}" contains a NUL`);
    case 'bidi':
      expect(res.status, label).toBe(400);
      return expect(body?.message, label).toContain(
        `query parameter "${defect.param}" contains an invisible text-direction`,
      );
    case 'reserved':
      expect(res.status, label).toBe(400);
      return expect(body?.message, label).toContain(`reserved name "${defect.key}"`);
  }
  await expectContract(t.app, endpoint.method, endpoint.path, res);
  if (gated) return expect(res.status, label).toBe(baseline);
  switch (defect.kind) {
    case 'invalid':
    case 'huge':
    case 'repeated':
      expect(res.status, label).toBe(400);
      return expect(fields, label).toContain(defect.param);
    case 'undeclared':
      expect(res.status, label).toBe(400);
      return expect(fields, label).toContain(defect.key);
  }
  if (endpoint.hasId) return expect(res.status, label).toBe(404);
  if (!endpoint.query.length || res.status === baseline) return expect(res.status, label).toBe(baseline);
  // Noise in a declared parameter may be refused; then the field map says which.
  expect(res.status, label).toBe(400);
  expect(fields.length, label).toBeGreaterThan(0);
  for (const field of fields)
    expect(
      endpoint.query.map((p) => p.name),
      label,
    ).toContain(field);
}
