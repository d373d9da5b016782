// One rule for text on every write endpoint the OpenAPI document lists: a
// required text field given only invisible characters (U+200B, U+3164 ...) is empty, and a field
// kept to one line refuses CR and LF; both at the field, with a message that names it. Read from the
// document, so a new endpoint or field is covered without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { jsonBodyOperations, type JsonSchema } from '../test/contract';
import { rowCounts } from '../test/fuzz';
import { createAgent, registerMember, type Person } from '../test/people';
import { ORIGIN, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

interface Variant {
  path: string;
  /** A union's fixed values (its discriminator), so the variant's own fields are checked. */
  fixed: Record<string, unknown>;
  schema: JsonSchema;
}

/**
 * Text that may hold line breaks, by endpoint and field: the rest are one-line fields. A field
 * added to a body is one line unless it is added here.
 */
const MULTI_LINE = new Set([
  'POST /api/questions body',
  'POST /api/questions/{id}/follow-ups body',
  'POST /api/contact message',
  'POST /api/chat message',
  'POST /api/agent/questions/{id}/answers body',
  'POST /api/website-builds description',
  'POST /api/website-builds otherLicences',
  'POST /api/website-builds notes',
  'POST /api/agent/website-builds/{id}/notes body',
  'PATCH /api/agent/website-builds/{id} note',
]);

/** Passwords are taken as typed, whatever characters they hold (SECURITY.md: no composition rules). */
const isPassword = (name: string) => /password/i.test(name);

const INVISIBLE_ONLY = '\u200b\u3164\u2800 \u200d\ufeff';
const TWO_LINES = 'First line\r\nSecond line';

let t: TestApp;
let member: Person;
let agent: Person;
let variants: { method: string; variant: Variant }[];

beforeAll(async () => {
  t = await openTestApp();
  member = await registerMember(t);
  agent = await createAgent(t);
  variants = [];
  for (const { method, path, variants: bodies } of await jsonBodyOperations(t.app)) {
    for (const one of bodies) {
      const fixed: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(one.properties ?? {})) {
        if (property.const !== undefined) fixed[name] = property.const;
        else if (property.enum?.length === 1) fixed[name] = property.enum[0];
      }
      variants.push({ method, variant: { path, fixed, schema: one } });
    }
  }
});
afterAll(() => t?.dispose());

/** Free text: not a fixed choice, and not an id (a UUID is refused by its format, whatever it holds). */
const isText = (schema: JsonSchema) =>
  schema.format !== 'uuid' &&
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  schema.const === undefined &&
  schema.enum === undefined;

const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

async function fieldErrors(method: string, variant: Variant, field: string, value: string) {
  const who = variant.path.startsWith('/api/agent/') ? agent : member;
  const res = await t.app.request(concretePath(variant.path), {
    method,
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: who.cookie },
    body: JSON.stringify({ ...variant.fixed, [field]: value }),
  });
  const label = `${method} ${variant.path} ${field}: ${res.status}`;
  // A body the schema took goes on (a 404 for the made-up id, or the work itself): no field error.
  expect(res.status, label).toBeLessThan(500);
  return res.status === 400 ? parseFieldErrors(await res.json()) : {};
}

/** Every text field of every variant, as `method path field` with what to call. */
function textFields(filter: (variant: Variant, name: string) => boolean) {
  return variants.flatMap(({ method, variant }) =>
    Object.entries(variant.schema.properties ?? {})
      .filter(([name, property]) => isText(property) && name !== 'website' && filter(variant, name))
      .map(([name]) => ({ method, variant, name, key: `${method} ${variant.path} ${name}` })),
  );
}

describe(`one rule for text on every write endpoint (${testDatabaseKind()})`, () => {
  it('treats a required text field of only invisible characters as empty, at the field', async () => {
    const fields = textFields(
      (variant, name) => !isPassword(name) && (variant.schema.required ?? []).includes(name),
    );
    expect(fields.length).toBeGreaterThanOrEqual(20);
    const before = await rowCounts(t);
    const passed: string[] = [];
    for (const { method, variant, name, key } of fields) {
      const errors = await fieldErrors(method, variant, name, INVISIBLE_ONLY);
      if (!errors[name]) passed.push(key);
    }
    expect(passed).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  }, 120_000);

  it('refuses CR and LF in every one-line field with a message naming the field', async () => {
    const fields = textFields((_, name) => !isPassword(name));
    const multi = new Set<string>();
    const unnamed: string[] = [];
    for (const { method, variant, name, key } of fields) {
      const message = (await fieldErrors(method, variant, name, TWO_LINES))[name];
      if (message === undefined) multi.add(key);
      else if (!/^Keep .+ on one line\.$/.test(message)) unnamed.push(`${key}: ${message}`);
    }
    expect(unnamed).toEqual([]);
    // Every field that took the line break is one that is meant to; none other.
    expect([...multi].sort()).toEqual([...MULTI_LINE].sort());
  }, 120_000);
});
