// A prerendered page carries its page data (`__payload`) for hydration, and that data's `html` is
// the same markdown HTML the page already shows: about 43 kB of the precache over 98 pages, and
// bytes every first visit downloads twice. When the page shows the whole `html` once, in one
// MarkdownBody (marked `data-md`), the prerender leaves it out of the embedded data and names that
// element instead; the browser reads it back before hydrating. Pages that split their HTML
// (the agency pages' sections) keep the copy.

/** Set in place of `html` in the embedded page data: which `[data-md]` element, in page order. */
export const HTML_FROM_ELEMENT = 'htmlFromElement';

const MARK = 'data-md="">';

/**
 * The index of the one `[data-md]` element whose content is exactly `html` in the rendered page,
 * or undefined when there is none or more than one (then the data keeps its copy).
 */
export function markdownElementIndex(renderedHtml: string, html: string): number | undefined {
  if (!html) return undefined;
  const marked = renderedHtml.split(MARK).slice(1);
  const matching = marked.flatMap((after, index) => (after.startsWith(`${html}</div>`) ? [index] : []));
  return matching.length === 1 ? matching[0] : undefined;
}
