// Builds the site search index (MiniSearch) at build time: one document per page, plus one per
// guide section and glossary term so a result can link straight to the right place.
import MiniSearch from 'minisearch';
import type { PagePayload } from '../../src/shared/content-types';
import { searchOptions, type SearchDoc } from '../../src/shared/search-options';

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits rendered HTML at its `<h2>` headings: [{ id, title, text }]. */
function sections(html: string): { id: string; title: string; text: string }[] {
  const parts = html.split(/<h2 id="([^"]+)">(.*?)<\/h2>/);
  const found = [];
  for (let i = 1; i < parts.length; i += 3) {
    found.push({ id: parts[i]!, title: plain(parts[i + 1]!), text: plain(parts[i + 2] ?? '') });
  }
  return found;
}

const kindLabel: Partial<Record<PagePayload['kind'], string>> = {
  service: 'Service',
  'service-category': 'Services',
  guide: 'Guide',
  article: 'Article',
  series: 'Series',
  page: 'Page',
  category: 'Category',
};

export function searchDocuments(payloads: Iterable<PagePayload>): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const payload of payloads) {
    const kind = kindLabel[payload.kind];
    if (!kind) continue;
    const extra =
      payload.kind === 'service' ? payload.faqs.map((f) => `${f.question} ${f.answer}`).join(' ') : '';
    docs.push({
      id: payload.path,
      path: payload.path,
      title: payload.title,
      kind,
      text: `${payload.description} ${plain(payload.html)} ${extra}`,
      snippet: payload.description,
    });
    if (payload.kind === 'guide') {
      for (const section of sections(payload.html)) {
        docs.push({
          id: `${payload.path}#${section.id}`,
          path: `${payload.path}#${section.id}`,
          title: `${section.title} (${payload.title})`,
          kind: 'Guide section',
          text: section.text,
          snippet: section.text.slice(0, 160),
        });
      }
      for (const term of payload.terms) {
        docs.push({
          id: `${payload.path}#${term.id}`,
          path: `${payload.path}#${term.id}`,
          title: term.term,
          kind: 'Glossary',
          text: term.definition,
          snippet: term.definition.slice(0, 160),
        });
      }
    }
  }
  return docs;
}

export function buildSearchIndex(payloads: Iterable<PagePayload>): string {
  const index = new MiniSearch<SearchDoc>(searchOptions);
  index.addAll(searchDocuments(payloads));
  return JSON.stringify(index);
}
