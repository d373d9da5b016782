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
  const html = linkContacts(wrapTables(marked.parse(source, { async: false })));
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
    return `<div class="table-scroll" role="region" tabindex="0" ${name}>${found}</div>`;
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
