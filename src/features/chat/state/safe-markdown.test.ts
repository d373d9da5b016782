// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderReply, safeHref } from './safe-markdown';

function render(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderReply(markdown);
  return host;
}

describe('replies rendered from Markdown', () => {
  it('keeps quotes, emphasis, lists and site links', () => {
    const host = render(
      '> Part B covers **doctor visits** [1].\n\n- one\n- [the guide](/resources/medicare-guide#part-b)',
    );
    expect(host.querySelector('blockquote strong')?.textContent).toBe('doctor visits');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/resources/medicare-guide#part-b');
  });

  it('shows raw HTML as text, so an <img onerror> or <script> never becomes an element', () => {
    const host = render(
      'Hi <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="x()">block</div>',
    );
    expect(host.querySelector('img, script, div')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('turns javascript: and data: links into plain text', () => {
    const host = render('[click](javascript:alert(1)) [data](data:text/html,hi) [proto](//evil.example/x)');
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent).toContain('click');
  });

  it('never loads an image: remote and local images become their alt text', () => {
    const host = render('![a tracking pixel](https://evil.example/p.png) ![logo](/icons/icon-192.png)');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('a tracking pixel');
  });

  it('opens outside http(s) links in a new tab without passing the page on', () => {
    const link = render('[Medicare.gov](https://www.medicare.gov/)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.medicare.gov/');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});

describe('safeHref', () => {
  it('accepts site paths and http(s) only', () => {
    expect(safeHref('/quote?line=auto')).toBe('/quote?line=auto');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('mailto:x@y.z')).toBeNull();
  });
});
