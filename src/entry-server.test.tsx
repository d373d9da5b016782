import { describe, expect, it } from 'vitest';
import { compileContent } from '../scripts/content/compile';
import { render, splitHead } from './entry-server';

// Content pages render from the page data the build compiles, exactly as the prerender does.
const payloads = compileContent();

describe('server render', () => {
  it('answers an unknown path with status 404 and the spec text', async () => {
    const result = await render('/x');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Page not found: /x');
    expect(result.head).toContain('<title>Page Not Found | ');
  });

  it('renders a service page with its category, title and quote link, head tags first', async () => {
    const result = await render('/services/auto/personal-auto', {
      payload: payloads.get('/services/auto/personal-auto'),
    });
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Personal Auto Insurance | ');
    expect(result.head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(result.html).toContain('Auto Insurance');
    expect(result.html).toContain('/quote?line=auto&amp;service=personal-auto');
  });

  it('emits no inline script and no style attribute (the CSP forbids both)', async () => {
    const { html, head } = await render('/', { payload: payloads.get('/') });
    // JSON-LD data blocks are not executable script and are allowed.
    const withoutData = `${head}${html}`.replace(/<script type="application\/ld\+json">.*?<\/script>/g, '');
    expect(withoutData).not.toMatch(/<script|\sstyle=/i);
    expect(html).toContain('application/ld+json');
  });

  it('renders the shell with the layout and an empty main', async () => {
    const { html } = await render('/', { shell: true });
    expect(html).toMatch(/<main[^>]*><\/main>/);
  });

  it('splits only the leading head tags off the markup', () => {
    expect(splitHead('<title>T</title><meta name="a" content="b"/><div><meta x/></div>')).toEqual({
      head: '<title>T</title><meta name="a" content="b"/>',
      body: '<div><meta x/></div>',
    });
  });
});
