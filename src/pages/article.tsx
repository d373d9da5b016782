import { Link, useLocation } from 'wouter';
import { SaveOfflineButton } from '../features/pwa/components/save-offline-button';
import { AtAGlance } from '../features/content/components/at-a-glance';
import { DocLayout } from '../features/content/components/doc-layout';
import { ArticleByline } from '../features/content/components/kb/article-byline';
import { ArticleMeta, ArticleTopics } from '../features/content/components/kb/article-meta';
import { SeriesBanner, SeriesParts } from '../features/content/components/kb/article-series';
import { RelatedLinks } from '../features/content/components/related-links';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { articleLd } from '../shared/structured-data';
import '../features/content/styles/kb.css';

/** /articles/{category}/{slug}: one article, who wrote and checked it, its series, what to read next. */
export default function ArticlePage() {
  // A wildcard route: the payload is keyed by the address itself, not by the route pattern.
  const [path] = useLocation();
  const page = usePagePayload(path, 'article');
  return (
    <DocLayout
      page={page}
      parents={[{ path: '/articles/overview', title: 'Articles' }, page.category]}
      ld={(siteUrl) => articleLd(page, siteUrl)}
      meta={
        <>
          <ArticleByline author={page.author} reviewer={page.reviewer} reviewed={page.reviewed} />
          <ArticleMeta
            published={page.published}
            updated={page.updated}
            readingMinutes={page.readingMinutes}
          />
          {page.series && <SeriesBanner series={page.series} path={page.path} />}
          {page.glance && <AtAGlance glance={page.glance} />}
        </>
      }
      aside={<SaveOfflineButton paths={[page.path]} what="article" />}
    >
      <ArticleTopics topics={page.topics} />
      {page.series && <SeriesParts series={page.series} path={page.path} />}
      <RelatedLinks id="related-articles" title="Related articles" links={page.related} />
      <p className="kb-more">
        <Link href={page.category.path}>More articles about {page.category.title}</Link>
        {' · '}
        <Link href="/articles/overview">All articles</Link>
      </p>
    </DocLayout>
  );
}
