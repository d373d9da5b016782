import { Link, useLocation } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { ArticleCardList } from '../features/content/components/kb/article-card';
import { filterQuery } from '../features/content/model/article-filter';
import { countLabel, lastSegment } from '../features/content/model/labels';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import '../features/content/styles/kb.css';

/** /categories/{name} (narrow "mobile" layout, which already links back to all categories). */
export default function CategoryPage() {
  const [path] = useLocation();
  const page = usePagePayload(path, 'category');
  const overview = `/articles/overview${filterQuery({ category: lastSegment(page.path), topic: '' })}`;
  return (
    <StandardPage title={page.title} description={page.description}>
      <Breadcrumbs page={page} parents={[{ path: '/categories', title: 'Categories' }]} />
      <MarkdownBody html={page.html} />
      <h2 id="category-articles">
        {page.title} articles{' '}
        <span className="kb-count">({countLabel(page.articles.length, 'article')})</span>
      </h2>
      {page.articles.length > 0 ? (
        <ArticleCardList articles={page.articles} headingLevel={3} showCategory={false} />
      ) : (
        <p>No articles here yet. Please check back soon.</p>
      )}
      <p className="kb-more">
        <Link href={overview}>Filter these articles by topic</Link>
      </p>
    </StandardPage>
  );
}
