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
  // Only violations are read: axe still runs every rule, but skips gathering every node that passed.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
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

/**
 * Colour contrast again on a page axe has already checked (after a change of colour scheme): axe is
 * still in the page from the first run, so it is not sent and parsed again.
 */
export async function contrastViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) return axeViolations(page, { rules: ['color-contrast'] });
  return page.evaluate(async () => {
    type Found = { id: string; help: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Found[] }> };
      }
    ).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  });
}
