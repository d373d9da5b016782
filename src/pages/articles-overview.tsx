import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { ArticleCardList } from '../features/content/components/kb/article-card';
import {
  filterArticles,
  filterQuery,
  NO_FILTER,
  readFilter,
  resultSummary,
  topicOptions,
  withCategory,
  type ArticleFilter,
} from '../features/content/model/article-filter';
import { ArticleFilterForm } from '../features/content/components/kb/article-filter-form';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { useHydrated } from '../lib/use-hydrated';
import type { PageProps } from './page-props';
import '../features/content/styles/kb.css';

/**
 * /articles/overview: every article, narrowed by category and topic in the browser. The prerendered
 * list is always complete; the query string (?category=&topic=) is read only after hydration, so
 * the first render matches the HTML, and choices are written back to it to be shared or bookmarked.
 * The page is not hydrated until it is used (decision 269): a choice made in the HTML starts the
 * app, which reads it from the drop-downs and narrows the list.
 */
export default function ArticlesOverviewPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'articles-overview');
  const hydrated = useHydrated();
  const search = useSearch();
  const filter = hydrated ? readFilter(search, page.categories, page.articles) : NO_FILTER;
  const shown = filterArticles(page.articles, filter);

  function apply(next: ArticleFilter) {
    // replaceState, not a navigation: the page stays, focus stays on the control, and wouter's
    // useSearch still sees the new query string.
    window.history.replaceState(window.history.state, '', `${page.path}${filterQuery(next)}`);
  }

  // A choice made in the drop-downs before the app ran, read as the app takes the page over (this
  // first render, before React's commit puts a <select> back to its value): the list follows it
  // once the page is live.
  const [early] = useState(() => choicesIn(typeof document === 'undefined' ? null : document));
  useEffect(() => {
    // The HTML's own "all" is no choice: an address's filter (?category=) stands.
    if (!hydrated || !early || (!early.category && !early.topic)) return;
    if (early.category !== filter.category || early.topic !== filter.topic) apply(early);
    // Once, as the page becomes live: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Plain-language articles on Medicare, insurance and retirement money, newest first."
    >
      <ArticleFilterForm
        filter={filter}
        categories={page.categories}
        topics={topicOptions(page.articles, filter)}
        onChange={apply}
        onCategory={(category) => apply(withCategory(page.articles, filter, category))}
      />
      <p className="kb-results" role="status">
        {resultSummary(shown.length, page.articles.length, filter, page.categories)}
        {shown.length === 0 && ' Try another topic, or show all articles.'}
      </p>
      {shown.length > 0 && <ArticleCardList articles={shown} />}
    </StandardPage>
  );
}

/** The category and topic the filter's drop-downs show in `root`'s page, or null without them. */
function choicesIn(root: Document | null): ArticleFilter | null {
  const [category, topic] = [...(root?.querySelectorAll<HTMLSelectElement>('.kb-filter select') ?? [])];
  return category && topic ? { category: category.value, topic: topic.value } : null;
}
