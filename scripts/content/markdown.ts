// Markdown to HTML at build time (marked), with GitHub-style heading ids so guides can be deep
// linked, and the list of `##`/`###` headings for tables of contents.
import { Marked } from 'marked';
import { gfmHeadingId, getHeadingList, resetHeadings } from 'marked-gfm-heading-id';
import type { Heading } from '../../src/shared/content-types';

const marked = new Marked({ gfm: true }).use(gfmHeadingId());

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  words: number;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  resetHeadings();
  const html = wrapTables(marked.parse(source, { async: false }));
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

/** Every site-internal link target in a piece of rendered HTML (for the build's link check). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
}
