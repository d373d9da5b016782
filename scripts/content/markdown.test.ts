import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('tables in markdown', () => {
  it('come inside a focusable region named by the heading above them', () => {
    const { html } = renderMarkdown(
      '## Costs in 2026\n\n| Part | Premium |\n| --- | --- |\n| B | $202.90 |\n',
    );
    expect(html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-labelledby="costs-in-2026"><table>[\s\S]*<\/table><\/div>/,
    );
  });

  it('of three or more columns carry their column names and roles, to be stacked on a phone', () => {
    const { html } = renderMarkdown(
      '| | Medigap | Advantage |\n| --- | --- | --- |\n| Doctors | Any | Network |\n',
    );
    expect(html).toContain('<div class="table-scroll table-scroll--stack" role="region"');
    expect(html).toContain('<td role="rowheader">Doctors</td>');
    expect(html).toContain('<td role="cell" data-label="Medigap">Any</td>');
    expect(html).toContain('<td role="cell" data-label="Advantage">Network</td>');
  });

  it('get a plain name when no heading comes before them', () => {
    const { html } = renderMarkdown('| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toContain('role="region" tabindex="0" aria-label="Table"');
  });
});

describe('phone numbers and email addresses in markdown', () => {
  it('become tel: and mailto: links, and ones already linked stay as they are', () => {
    const { html } = renderMarkdown(
      'Call (207) 555-0148 or email hello@harborpoint.example. [Write](mailto:a@b.example) to a@b.example.',
    );
    expect(html).toContain('<a href="tel:+12075550148">(207) 555-0148</a>');
    expect(html).toContain('<a href="mailto:hello@harborpoint.example">hello@harborpoint.example</a>');
    expect(html).toContain(
      '<a href="mailto:a@b.example">Write</a> to <a href="mailto:a@b.example">a@b.example</a>',
    );
  });
});

describe('links in list items', () => {
  it('stand alone when they are the whole item, and are part of the sentence when words follow', () => {
    const { html } = renderMarkdown(
      '- [Flood insurance](/services/home/flood-insurance)\n- [Multi-vehicle](/services/auto/multi-vehicle): several cars on one policy.\n',
    );
    expect(html).toContain('<li><a href="/services/home/flood-insurance">Flood insurance</a></li>');
    expect(html).toContain(
      '<li><a class="link-in-text" href="/services/auto/multi-vehicle">Multi-vehicle</a>: several cars',
    );
  });
});
