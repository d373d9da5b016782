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

  it('get a plain name when no heading comes before them', () => {
    const { html } = renderMarkdown('| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toContain('role="region" tabindex="0" aria-label="Table"');
  });
});
