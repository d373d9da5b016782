import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels the site holds to: 2.2 AA and everything below it. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds wrong on the page (or inside `within`), one line a rule with its first places:
 * every WCAG AA rule, or only `rules` (say, colour contrast again after a change of scheme).
 */
export async function axeViolations(
  page: Page,
  { within, rules }: { within?: string; rules?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_AA);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
