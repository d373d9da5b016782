// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safeHref } from '../state/safe-href';
import { ReplyBody } from './reply-body';

afterEach(cleanup);

const show = (text: string) => render(<ReplyBody text={text} />).container;

describe('a reply rendered from Markdown', () => {
  it('keeps quotes, emphasis, numbered and bulleted lists and site links', () => {
    const host = show(
      '> Part B covers **doctor visits** [1].\n\n1. first\n2. second\n\n- see [the guide](/resources/medicare-guide#part-b)',
    );
    expect(host.querySelector('blockquote strong')?.textContent).toBe('doctor visits');
    expect(host.querySelectorAll('ol li')).toHaveLength(2);
    expect(host.querySelector('ul a')?.getAttribute('href')).toBe('/resources/medicare-guide#part-b');
  });

  it('shows HTML as text, so an <img onerror> or a <script> never becomes an element', () => {
    const host = show(
      'Hi <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="x()">b</div>',
    );
    expect(host.querySelector('img, script, .chat-reply div')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('turns javascript:, data: and protocol-relative links into plain text', () => {
    const host = show('[click](javascript:alert(1)) [data](data:text/html,hi) [proto](//evil.example/x)');
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent).toContain('click');
  });

  it('never loads an image: remote and local images become their alt text', () => {
    const host = show('![a tracking pixel](https://evil.example/p.png) ![logo](/icons/icon-192.png)');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('a tracking pixel');
  });

  it('opens http(s) links outside the site in a new tab without passing the page on', () => {
    const link = show('[Medicare.gov](https://www.medicare.gov/)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.medicare.gov/');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it("keeps the assistant's links on the site: an outside address stays text", () => {
    const host = render(
      <ReplyBody
        text="[Pay here](https://evil.example/pay) or [the guide](/resources/medicare-guide)"
        links="site-only"
      />,
    ).container;
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/resources/medicare-guide',
    ]);
    expect(host.textContent).toContain('Pay here');
  });

  it('shows escaped Markdown as its characters: a quoted member text never becomes a link or emphasis', () => {
    const host = show('> \\[Pay here\\](https://evil.example/pay) \\*now\\*');
    expect(host.querySelector('a, em, strong')).toBeNull();
    expect(host.textContent).toBe('[Pay here](https://evil.example/pay) *now*');
  });

  it('joins the lines of a paragraph and keeps a half-written reply readable while it streams', () => {
    const host = show('Medicare has\nfour parts **and');
    expect(host.querySelectorAll('p')).toHaveLength(1);
    expect(host.textContent).toBe('Medicare has four parts **and');
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
