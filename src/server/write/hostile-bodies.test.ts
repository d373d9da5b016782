import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { openApiDoc } from '../test/contract';
import { ORIGIN, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.dispose());

const raw = (path: string, body: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
    body,
  });

/** Every route whose contract takes a JSON body, read from the OpenAPI document. */
async function bodyRoutes(): Promise<string[]> {
  const doc = (await openApiDoc(t.app)) as unknown as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  return Object.entries(doc.paths)
    .filter(([, operations]) => operations.post?.requestBody)
    .map(([path]) => path);
}

describe(`hostile JSON bodies (${testDatabaseKind()})`, () => {
  it('answers 400 naming the field for a NUL byte in any text field, on every endpoint', async () => {
    const paths = await bodyRoutes();
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/contact', '/api/quotes']),
    );
    for (const path of paths) {
      const res = await t.post(path, { usernameOrEmail: 'demo', note: { lines: ['fine', 'bad\u0000byte'] } });
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body.message, path).toMatch(/note\.lines\.1.*NUL/);
      expect(Object.keys(parseFieldErrors(body)), path).toEqual(['note.lines.1']);
    }
  });

  it('answers 400 at the field, not 500, when a NUL byte reaches a field the database would see', async () => {
    const res = await t.post('/api/auth/login', {
      usernameOrEmail: 'demo\u0000',
      password: 'whatever it is',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(parseFieldErrors(await res.json()))).toEqual(['usernameOrEmail']);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'answers 400 saying the key %s is reserved, with the key in the field map',
    async (key) => {
      for (const path of await bodyRoutes()) {
        const res = await raw(path, `{"name":"Ada","${key}":{"role":"agent"}}`);
        expect(res.status, path).toBe(400);
        const body = await res.json();
        expect(body.message, path).toContain(`reserved key "${key}"`);
        expect(Object.keys(parseFieldErrors(body)), path).toEqual([key]);
      }
    },
  );

  it('finds a reserved key nested inside the body too', async () => {
    const res = await raw('/api/quotes', '{"line":"auto","answers":{"__proto__":{"x":1}}}');
    expect(res.status).toBe(400);
    expect(Object.keys(parseFieldErrors(await res.json()))).toEqual(['answers.__proto__']);
  });
});
