// offline.html is made from index.html's head and offline-body.html: a change to the one head shows
// on both pages, and a head that lost a tag the offline page needs stops the build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlinePage } from './offline-page';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('offlinePage', () => {
  it('starts with index.html’s language, charset, viewport, colour scheme and icon', () => {
    const page = offlinePage();
    expect(page.startsWith('<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />')).toBe(
      true,
    );
    for (const tag of [
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      '<meta name="color-scheme" content="light dark" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ])
      expect(page).toContain(`    ${tag}\n`);
  });

  it('follows a change of index.html’s head', () => {
    const changed = indexHtml
      .replace('lang="en"', 'lang="en-US"')
      .replace('content="light dark"', 'content="light"');
    const page = offlinePage(changed, '<main>Offline</main>\n');
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<meta name="color-scheme" content="light" />');
    expect(page).toContain('  <body>\n    <main>Offline</main>\n  </body>');
  });

  it('is kept out of search results, styled by offline.css, and says the device is offline', () => {
    const page = offlinePage();
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).toContain('<link rel="stylesheet" href="/offline.css" />');
    expect(page).toMatch(/<h1>You are offline<\/h1>/);
    expect(page).not.toContain('main.tsx');
  });

  it('refuses an index.html without the tags it takes', () => {
    expect(() => offlinePage(indexHtml.replace(/<meta name="viewport"[^>]*>/, ''), '')).toThrow(
      /index\.html/,
    );
  });
});
