import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels the site holds to: 2.2 AA and everything below it. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** One line a rule, with its first three places. */
const describe = (violations: Violation[]): string[] =>
  violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );

/**
 * What axe finds wrong on the page (or inside `within`): every WCAG AA rule, or only `rules`.
 * Legacy mode runs `axe.run` in the page itself; the default runs each frame's part and then joins
 * them in a new blank page, a page opened and closed per run (decision 231). Only violations are
 * gathered: axe still runs every rule, but skips listing every node that passed.
 */
export async function axeViolations(
  page: Page,
  { within, rules }: { within?: string; rules?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_AA);
  if (within) builder = builder.include(within);
  return describe((await builder.analyze()).violations);
}

/**
 * Colour contrast again on a page axe has already checked (after a change of colour scheme): axe is
 * still in the page from the first run, so it is not sent and parsed again.
 */
export async function contrastViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) return axeViolations(page, { rules: ['color-contrast'] });
  const violations = await page.evaluate(async () => {
    type Run = (context: Document, options: object) => Promise<{ violations: Violation[] }>;
    const { axe } = window as unknown as { axe: { run: Run } };
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
  return describe(violations);
}
