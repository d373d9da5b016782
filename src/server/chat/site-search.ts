// The site's own pages for the members' search box, from the chat's index and ranking: a search
// for "flood" finds the flood pages as the chat does, not only members' questions.
import { answerWindow } from '../../shared/chat-engine/answer-window';
import { MIN_COVERAGE } from '../../shared/chat-engine/compose';
import { pagePath } from '../../shared/chat-engine/found-passage';
import type { SitePageHit } from '../../shared/questions-schemas';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { knowledgeReady, type PassagesSource } from './knowledge-index';
import { searchPassages } from './retrieve';

/** Pages listed above the questions: a short list, the best first. */
const SITE_PAGES = 5;

export async function searchSitePages(
  db: AppDb,
  logger: Logger,
  passages: PassagesSource,
  query: string,
): Promise<SitePageHit[]> {
  await knowledgeReady(db, logger, passages);
  const found = await searchPassages(db, query, 30);
  const pages = new Map<string, SitePageHit>();
  for (const p of found) {
    if (p.offSubject || p.source === 'question' || p.coverage < MIN_COVERAGE) continue;
    const url = pagePath(p.url);
    if (pages.has(url)) continue;
    const excerpt = answerWindow(p.text, p.question ?? [], query)
      .slice(0, 2)
      .join(' ');
    pages.set(url, { url: p.url, title: p.title, excerpt });
    if (pages.size === SITE_PAGES) break;
  }
  return [...pages.values()];
}
