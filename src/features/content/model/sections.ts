// Splits a page's build-time HTML at its `<h2 id>` headings, so a page can put its own parts
// (reviews, a form) inside or after a named section of the markdown instead of only at the end.

export interface HtmlSection {
  /** The `<h2>`'s id; '' for any text before the first heading. */
  id: string;
  html: string;
}

const H2 = /<h2 id="([^"]+)"[^>]*>/g;

export function splitSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [];
  const starts = [...html.matchAll(H2)].map((match) => ({ id: match[1]!, at: match.index }));
  const intro = html.slice(0, starts[0]?.at ?? html.length);
  if (intro.trim()) sections.push({ id: '', html: intro });
  starts.forEach((start, i) => {
    sections.push({ id: start.id, html: html.slice(start.at, starts[i + 1]?.at ?? html.length) });
  });
  return sections;
}
