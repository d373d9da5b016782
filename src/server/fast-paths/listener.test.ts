import type { RequestListener } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../db/client';
import { loadEnv } from '../env';
import { withFastPaths } from './listener';

// The switches alone: what each path answers is compared with the app in page.test.ts and
// session.test.ts; the plain-paths project (vitest.config.ts) runs the app's tests with both off.
const app: RequestListener = () => undefined;
const listenerWith = (env: Record<string, string>) =>
  withFastPaths(app, {
    db: {} as AppDb,
    env: loadEnv({ STATIC_DIR: '/nonexistent', ...env }),
    securityHeaders: {},
  });

describe('the fast paths switch', () => {
  it('hands every request to the app itself with FAST_PATHS=off', () => {
    expect(listenerWith({ FAST_PATHS: 'off' })).toBe(app);
  });

  it('puts the fast paths in front of the app by default', () => {
    expect(listenerWith({})).not.toBe(app);
    expect(listenerWith({ SESSION_CACHE: 'off' })).not.toBe(app);
  });

  it('refuses a value other than on or off, naming the variable', () => {
    expect(() => loadEnv({ FAST_PATHS: 'no' })).toThrow(/FAST_PATHS: use on or off/);
    expect(() => loadEnv({ SESSION_CACHE: 'false' })).toThrow(/SESSION_CACHE: use on or off/);
  });
});
