import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable, staticPaths } from '../shared/route-table';
import { pageLoaders } from './routes';

describe('client route table', () => {
  it('has a page component for every page key of the shared route table', () => {
    const missing = routeTable.filter((route) => !(route.page in pageLoaders)).map((route) => route.page);
    expect(missing).toEqual([]);
  });

  it('resolves every static path to a route', () => {
    for (const path of staticPaths()) expect(matchRoute(path), path).toBeDefined();
  });

  it('gives no route (a 404) for unknown paths and bad params', () => {
    expect(matchRoute('/x')).toBeUndefined();
    expect(matchRoute('/dashboard/question/abc')).toBeUndefined();
  });
});
