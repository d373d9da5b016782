// The articles overview filter: which category and topic are chosen, read from and written to the
// query string (so /articles/overview?category=medicare can be shared), and the matching articles.
import type { ArticleCard, LinkRef } from '@/shared/content-types';
import { lastSegment, topicLabel } from './labels';

export interface ArticleFilter {
  /** Category name (`medicare`), or '' for all. */
  category: string;
  /** Topic slug (`part-d`), or '' for all. */
  topic: string;
}

export const NO_FILTER: ArticleFilter = { category: '', topic: '' };

/** The filter in a query string; unknown categories and topics are dropped rather than matching nothing. */
export function readFilter(search: string, categories: LinkRef[], articles: ArticleCard[]): ArticleFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const topic = params.get('topic') ?? '';
  const knownCategory = categories.some((entry) => lastSegment(entry.path) === category);
  const knownTopic = articles.some((article) => article.topics.includes(topic));
  return { category: knownCategory ? category : '', topic: knownTopic ? topic : '' };
}

/** `?category=medicare&topic=part-d`, or '' when nothing is chosen. */
export function filterQuery(filter: ArticleFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.topic) params.set('topic', filter.topic);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterArticles(articles: ArticleCard[], filter: ArticleFilter): ArticleCard[] {
  return articles.filter(
    (article) =>
      (!filter.category || lastSegment(article.category.path) === filter.category) &&
      (!filter.topic || article.topics.includes(filter.topic)),
  );
}

export interface TopicOption {
  value: string;
  label: string;
  count: number;
}

/**
 * Topics to offer: those of the articles in the chosen category (all articles when none), in
 * alphabetical order, with how many articles each has. A chosen topic stays listed even with no
 * match, so the control never silently shows a different value from the filter.
 */
export function topicOptions(articles: ArticleCard[], filter: ArticleFilter): TopicOption[] {
  const counts = new Map<string, number>();
  for (const article of filterArticles(articles, { category: filter.category, topic: '' })) {
    for (const topic of article.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  if (filter.topic && !counts.has(filter.topic)) counts.set(filter.topic, 0);
  return [...counts]
    .map(([value, count]) => ({ value, label: topicLabel(value), count }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** What the results line says, e.g. "Showing 6 of 31 articles in Medicare about Part D." */
export function resultSummary(
  shown: number,
  total: number,
  filter: ArticleFilter,
  categories: LinkRef[],
): string {
  if (!filter.category && !filter.topic) return `Showing all ${total} articles.`;
  const category = categories.find((entry) => lastSegment(entry.path) === filter.category);
  const where = category ? ` in ${category.title}` : '';
  const about = filter.topic ? ` about ${topicLabel(filter.topic)}` : '';
  return `Showing ${shown} of ${total} articles${where}${about}.`;
}

/**
 * A new category for the filter. The topic stays only if some article of that category has it;
 * otherwise the list would suddenly be empty for a reason the visitor did not just choose.
 */
export function withCategory(
  articles: ArticleCard[],
  filter: ArticleFilter,
  category: string,
): ArticleFilter {
  const keepsTopic = filter.topic && filterArticles(articles, { category, topic: filter.topic }).length > 0;
  return { category, topic: keepsTopic ? filter.topic : '' };
}
