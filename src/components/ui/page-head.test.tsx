// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { canonicalPath, dropStaleAddressTags } from './page-head';

describe('the page address in <head>', () => {
  it('names a page once, without a trailing slash, as the prerender does', () => {
    expect(canonicalPath('/about-us/')).toBe('/about-us');
    expect(canonicalPath('/about-us')).toBe('/about-us');
    expect(canonicalPath('/')).toBe('/');
  });

  it("drops a prerendered canonical and og:url React did not adopt, and keeps React's", () => {
    document.head.innerHTML =
      '<link rel="canonical" href="http://localhost:3000/about-us">' +
      '<meta property="og:url" content="http://localhost:3000/about-us">' +
      '<link rel="canonical" href="http://localhost:3000/contact">' +
      '<meta property="og:url" content="http://localhost:3000/contact">';
    dropStaleAddressTags('http://localhost:3000/contact');
    const canonicals = [...document.head.querySelectorAll('link[rel="canonical"]')];
    expect(canonicals.map((link) => link.getAttribute('href'))).toEqual(['http://localhost:3000/contact']);
    expect(document.head.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);

    // An error page names no address at all.
    dropStaleAddressTags(null);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });
});
