import { describe, expect, it } from 'vitest';
import { render, splitHead } from './entry-server';

describe('server render', () => {
  it('answers an unknown path with status 404 and the spec text', async () => {
    const result = await render('/x');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Page not found: /x');
    expect(result.head).toContain('<title>Page Not Found | ');
  });

  it('renders a service page with its category, title and quote link, head tags first', async () => {
    const result = await render('/services/auto/personal-auto');
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Personal Auto Insurance | ');
    expect(result.head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(result.html).toContain('Auto Insurance');
    expect(result.html).toContain('/quote?line=auto&amp;service=personal-auto');
  });

  it('emits no inline script and no style attribute (the CSP forbids both)', async () => {
    const { html, head } = await render('/');
    expect(`${head}${html}`).not.toMatch(/<script|\sstyle=/i);
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
