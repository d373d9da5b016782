import { describe, expect, it } from 'vitest';
import { page } from '../shared/route-def';
import {
  contentPages,
  hasPayload,
  inSitemap,
  matchRoute,
  routeTable,
  staticPaths,
} from '../shared/route-table';
import type { GuardName, PageKey } from '../shared/route-table';
import { getPage, pageLoaders, preloadPage } from './routes';

describe('the page registry', () => {
  it('has a page component for every page key of the shared route table', () => {
    const missing = routeTable.filter((route) => !(route.page in pageLoaders)).map((route) => route.page);
    expect(missing).toEqual([]);
  });

  it('refuses a misspelt page key or guard name when the code is type-checked', () => {
    // These lines compile only because of the @ts-expect-error marks: `npm run typecheck` fails the
    // day a typo like these is accepted, or the day a mark is no longer needed.
    // @ts-expect-error 'gide' is not a PageKey.
    const typo: PageKey = 'gide';
    // @ts-expect-error 'admin' is not a GuardName.
    const guard: GuardName = 'admin';
    // @ts-expect-error a registry entry with an unknown page key.
    const entry = page('/x', 'abuot', 'About');
    expect([typo, guard, entry.page]).toEqual(['gide', 'admin', 'abuot']);
  });

  it('resolves every static path to a route', () => {
    for (const path of staticPaths()) expect(matchRoute(path), path).toBeDefined();
  });

  it('gives no route (a 404) for unknown paths and bad params', () => {
    expect(matchRoute('/x')).toBeUndefined();
    expect(matchRoute('/dashboard/question/abc')).toBeUndefined();
  });

  it('derives page data, prefetch and sitemap from one entry', () => {
    expect(hasPayload('/resources/medicare-guide')).toBe(true);
    expect(inSitemap('/resources/medicare-guide')).toBe(true);
    // Pages that hold what they show have no page data; member pages are neither fetched nor listed.
    expect(hasPayload('/quote')).toBe(false);
    expect(inSitemap('/quote')).toBe(true);
    expect(hasPayload('/dashboard/ask')).toBe(false);
    expect(inSitemap('/dashboard/ask')).toBe(false);
    expect(inSitemap('/login')).toBe(false);
    // "Forgot your password?" pages: no page data, not listed, as the login page.
    for (const path of ['/password-reset', '/password-reset/new']) {
      expect(hasPayload(path), path).toBe(false);
      expect(inSitemap(path), path).toBe(false);
    }
  });

  it('keeps redirects out of the sitemap and the prefetch', () => {
    const legacy = routeTable.filter((route) => route.page === 'legacy');
    expect(legacy.length).toBeGreaterThan(0);
    for (const route of legacy) {
      expect(inSitemap(route.pattern), route.pattern).toBe(false);
      expect(hasPayload(route.pattern), route.pattern).toBe(false);
    }
  });

  it('names a content file for each plain content page, once', () => {
    const names = contentPages().map((entry) => entry.name);
    expect(names).toContain('privacy-policy');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('a page whose code is loaded before the first render (decision 246)', () => {
  it('is drawn as its own component, the same one on every render; a page not preloaded stays lazy', async () => {
    await preloadPage('about');
    const about = getPage('about');
    expect(about).toBe((await pageLoaders.about()).default);
    expect(getPage('about')).toBe(about);

    // Once a lazy component was handed out, it stays: React keeps the state of what it drew.
    const info = getPage('info');
    expect((info as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    await preloadPage('info');
    expect(getPage('info')).toBe(info);
  });
});
