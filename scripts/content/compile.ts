// Compiles src/content into one payload per public page, and checks that every internal link in
// the content leads to a page that exists. Used by the prerender step and the dev server.
import type { LinkRef, PagePayload } from '../../src/shared/content-types';
import { matchRoute } from '../../src/shared/route-table';
import { compileKnowledgeBase } from './compile-kb';
import { compileGuides, compilePages, compileServices } from './compile-site';
import { internalLinks } from './markdown';
import { ContentError } from './load';

export { ContentError };

export function compileContent(root = 'src/content'): Map<string, PagePayload> {
  const knowledgeBase = compileKnowledgeBase(root);
  const titles = new Map(knowledgeBase.map((payload) => [payload.path, payload.title]));
  const articleLink = (article: string): LinkRef => {
    const path = `/articles/${article}`;
    const title = titles.get(path);
    if (!title) throw new ContentError(`relatedArticles: no article "${article}"`);
    return { path, title };
  };
  const payloads = [
    ...compilePages(root),
    ...compileServices(root, articleLink),
    ...compileGuides(root),
    ...knowledgeBase,
  ];
  const byPath = new Map(payloads.map((payload) => [payload.path, payload]));
  checkLinks(byPath);
  return byPath;
}

function checkLinks(payloads: Map<string, PagePayload>): void {
  const broken: string[] = [];
  for (const payload of payloads.values()) {
    const html =
      payload.html + ('episodes' in payload ? payload.episodes.map((e) => e.transcriptHtml).join('') : '');
    for (const href of internalLinks(html)) {
      const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
      const match = matchRoute(path);
      const known =
        payloads.has(path) || (match && !['article', 'category', 'series'].includes(match.route.page));
      if (!known) broken.push(`${payload.path} links to ${href}`);
    }
  }
  if (broken.length) throw new ContentError(`Broken internal links in content:\n  ${broken.join('\n  ')}`);
}
