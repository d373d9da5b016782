// What the sweeps check on a page, each an evaluation in the page that returns what is wrong (empty
// when nothing is): widths and sideways scrolling (WCAG 1.4.10), large text (1.4.4), header controls
// that overlap, tables on phones, and copy that is a placeholder or a number that is not a link.
// site-sweep.spec.ts runs them all on every public page; reflow, tables and true-copy
// run them on the signed-in screens and the calculator.
import type { Page } from '@playwright/test';

export const PLACEHOLDER = /coming soon|fictional|lorem|\bTODO\b|placeholder/i;

/** Chromium's font-size setting (Settings > Appearance), as a person who enlarges text sets it. */
export async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) },
  });
}

/** Visible elements that reach past either edge of the window, outside any scrolling region. */
export function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.clip !== 'auto') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (getComputedStyle(el).visibility === 'hidden' || clipped(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
      found.push(`${name} ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`);
    }
    return found.slice(0, 5);
  });
}

export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Pairs of visible header controls whose boxes overlap. */
export function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    if (!header) return [];
    const items = [...header.querySelectorAll('a, button, input, select, summary, .brand')]
      .filter((el) => !el.closest('.brand') || el.classList.contains('brand'))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ el, rect }) => rect.width > 1 && rect.height > 1 && el.checkVisibility());
    const label = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 30);
    const found: string[] = [];
    items.forEach((a, i) =>
      items.slice(i + 1).forEach((b) => {
        if (a.el.contains(b.el) || b.el.contains(a.el)) return;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) found.push(`"${label(a.el)}" and "${label(b.el)}"`);
      }),
    );
    return found;
  });
}

/**
 * Words of the page's title and section headings that the browser split across two lines. (A card
 * title, h3, can be wider than its card at 200 % text in this machine's wide font: not checked.)
 */
export function brokenHeadingWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const heading of document.querySelectorAll('main h1, main h2')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s\-\u2010-\u2014/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
}

/** What is wrong with the page's tables at this width, if anything. */
export function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    document.querySelectorAll('main table').forEach((table, index) => {
      const name = `table ${index + 1}`;
      const rect = table.getBoundingClientRect();
      if (rect.width === 0) return;
      const region = table.closest<HTMLElement>('[role="region"]');
      if (!region) {
        if (rect.right > width + 1 || rect.left < -1) problems.push(`${name} is cut at the window's edge`);
        const box = table.parentElement!;
        if (table.scrollWidth > box.clientWidth + 1) problems.push(`${name} is wider than its box`);
        return;
      }
      const named = region.getAttribute('aria-label') || region.getAttribute('aria-labelledby');
      if (!named) problems.push(`${name}'s region has no name`);
      if (region.tabIndex !== 0) problems.push(`${name}'s region cannot take focus`);
      if (!/auto|scroll/.test(getComputedStyle(region).overflowX))
        problems.push(`${name}'s region does not scroll`);
      const edge = region.getBoundingClientRect();
      if (edge.right > width + 1 || edge.left < -1)
        problems.push(`${name}'s region is cut at the window's edge`);
      // Scrolled to its end: the last column is whole inside the region, the first still in view.
      region.scrollLeft = region.scrollWidth;
      const row = table.querySelector('tbody tr') ?? table.querySelector('tr')!;
      const last = row.lastElementChild!.getBoundingClientRect();
      const first = row.firstElementChild!.getBoundingClientRect();
      if (last.right > edge.right + 1) problems.push(`${name}'s last column is clipped`);
      if (region.scrollWidth > region.clientWidth + 1 && first.left < edge.left - 1) {
        problems.push(`${name}'s first column scrolls out of view`);
      }
      region.scrollLeft = 0;
    });
    return problems;
  });
}

/** Placeholder words, and phone numbers or email addresses not inside a link that dials or writes. */
export function copyProblems(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const words = new RegExp(pattern, 'i');
    const contact = /\(\d{3}\) \d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent ?? '';
      if (words.test(text)) problems.push(`placeholder: "${text.trim().slice(0, 60)}"`);
      const found = contact.exec(text);
      if (found && !parent.closest('a[href^="tel:"], a[href^="mailto:"]')) {
        problems.push(`not a link: ${found[0]}`);
      }
    }
    return problems;
  }, PLACEHOLDER.source);
}
