import { describe, expect, it } from 'vitest';
import { routesOf } from './build-meta';
import { missingFromPrecache, precachedUrls } from './verify-precache';

describe('precache verification', () => {
  it('reads entry urls from a minified or a formatted manifest', () => {
    const minified = 'e([{"revision":"1","url":"index.html"},{url:"assets/a-1.js",revision:null}])';
    expect([...precachedUrls(minified)]).toEqual(['index.html', 'assets/a-1.js']);
  });

  it('a prerendered article missing from the worker fails the check, legacy redirect stubs do not', () => {
    const files = [
      'index.html',
      'articles/medicare/part-d-explained/index.html',
      'articles/medicare/part-d-explained/_payload.json',
      'medicare/index.html',
      'assets/a-1.js',
    ];
    const urls = new Set(['index.html', 'articles/medicare/part-d-explained/_payload.json']);
    const missing = missingFromPrecache(files, urls);
    expect(missing).toContain('articles/medicare/part-d-explained/index.html');
    expect(missing).toContain('search-index.json');
    expect(missing).not.toContain('medicare/index.html');
    expect(missing).not.toContain('assets/a-1.js');
  });

  it('routes are the prerendered pages without the legacy redirects', () => {
    expect(
      routesOf(['index.html', 'resources/medicare-guide/index.html', 'medicare/index.html', 'a.js']),
    ).toEqual(['/', '/resources/medicare-guide']);
  });
});
