// Markdown to HTML at build time (marked), with GitHub-style heading ids so guides can be deep
// linked, and the list of `##`/`###` headings for tables of contents.
import { Marked } from 'marked';
import { gfmHeadingId, getHeadingList, resetHeadings } from 'marked-gfm-heading-id';
import { defaultAgency } from '../../src/shared/agency';
import type { Heading } from '../../src/shared/content-types';
import { agencyOverridesJson } from '../agency-file.mjs';

const marked = new Marked({ gfm: true }).use(gfmHeadingId());

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  words: number;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  resetHeadings();
  const html = linkContacts(markLinksInText(wrapTables(marked.parse(source, { async: false }))));
  const headings = getHeadingList()
    .filter((heading) => heading.level === 2 || heading.level === 3)
    .map((heading) => ({
      id: heading.id,
      text: heading.raw.replace(/<[^>]+>/g, ''),
      level: heading.level as 2 | 3,
    }));
  return { html, headings, words: source.split(/\s+/).filter(Boolean).length };
}

/**
 * A list item that opens with a link and goes on in words ("[Multi-vehicle](/...): several cars on
 * one policy") reads as one line: its link is part of the sentence, not a stand-alone tap target
 * (base.css gives those a box of their own, which put the words on the next line at 200 % text).
 */
export function markLinksInText(html: string): string {
  return html.replace(
    /<li><a (href="[^"]*")>([^<]*)<\/a>(?=[^<\s])/g,
    '<li><a class="link-in-text" $1>$2</a>',
  );
}

/**
 * Each table in a region of its own that scrolls sideways on a phone (its first column stays in
 * view, components.css): focusable so a keyboard scrolls it, named by the heading above it.
 */
export function wrapTables(html: string): string {
  let heading: string | undefined;
  return html.replace(/<h[2-4] id="([^"]+)"|<table>[\s\S]*?<\/table>/g, (found, id?: string) => {
    if (id) {
      heading = id;
      return found;
    }
    const name = heading ? `aria-labelledby="${heading}"` : 'aria-label="Table"';
    const stacked = stackable(found);
    const className = stacked ? 'table-scroll table-scroll--stack' : 'table-scroll';
    return `<div class="${className}" role="region" tabindex="0" ${name}>${stacked ?? found}</div>`;
  });
}

/**
 * A table of three or more columns is read on a phone as stacked rows, one card each, that need no
 * sideways scroll (components.css): each cell carries its column's name to show above it, and
 * the table its roles, which browsers drop from a table laid out as blocks. Else null.
 */
function stackable(table: string): string | null {
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(table);
  if (!head) return null;
  const labels = [...head[1]!.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((cell) =>
    cell[1]!
      .replace(/<[^>]+>/g, '')
      .replaceAll('"', '&quot;')
      .trim(),
  );
  if (labels.length < 3) return null;
  return table
    .replace('<table>', '<table role="table">')
    .replace(/<(thead|tbody)>/g, '<$1 role="rowgroup">')
    .replace(/<th(?=[\s>])/g, '<th role="columnheader"')
    .replace(/<tr>([\s\S]*?)<\/tr>/g, (_row, cells: string) => {
      let column = 0;
      const labelled = cells.replace(/<td(?=[\s>])/g, () => {
        const label = labels[column] ?? '';
        column += 1;
        // The first cell says what the row is: the card's title, without its column's name.
        if (column === 1) return '<td role="rowheader"';
        return label ? `<td role="cell" data-label="${label}"` : '<td role="cell"';
      });
      return `<tr role="row">${labelled}</tr>`;
    });
}

const facts = { ...defaultAgency, ...(JSON.parse(agencyOverridesJson()) as Partial<typeof defaultAgency>) };
const phonePattern = /\(\d{3}\) \d{3}-\d{4}/g;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The agency's phone and email as written in markdown become the configured ones (AGENCY_FILE),
 * and every phone number and email address in running text becomes a tel: or mailto: link.
 */
export function linkContacts(html: string): string {
  return html
    .split(/(<a\b[\s\S]*?<\/a>|<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<')) return part;
      return part
        .replaceAll(defaultAgency.phone, facts.phone)
        .replaceAll(defaultAgency.email, facts.email)
        .replaceAll(defaultAgency.spanish.name, facts.spanish?.name ?? defaultAgency.spanish.name)
        .replace(phonePattern, (phone) => `<a href="tel:+1${phone.replace(/\D/g, '')}">${phone}</a>`)
        .replace(emailPattern, (email) => `<a href="mailto:${email}">${email}</a>`);
    })
    .join('');
}

/** Every site-internal link target in a piece of rendered HTML (for the build's link check). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
}
