import { Link, useLocation } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { SaveOfflineButton } from '../features/pwa/components/save-offline-button';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { JsonLd } from '../features/content/components/json-ld';
import { ArticleMeta } from '../features/content/components/kb/article-meta';
import { SeriesBanner, SeriesParts } from '../features/content/components/kb/article-series';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { RelatedLinks } from '../features/content/components/related-links';
import { TableOfContents } from '../features/content/components/table-of-contents';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { articleLd } from '../shared/structured-data';
import '../features/content/styles/kb.css';

/** /articles/{category}/{slug}: one article, where it sits in its series, and what to read next. */
export default function ArticlePage() {
  // A wildcard route: the payload is keyed by the address itself, not by the route pattern.
  const [path] = useLocation();
  const page = usePagePayload(path, 'article');
  return (
    <StandardPage title={page.title} description={page.description} lead={page.description}>
      <Breadcrumbs
        siteUrl={config.siteUrl}
        trail={[
          { path: '/articles/overview', title: 'Articles' },
          page.category,
          { path: page.path, title: page.title },
        ]}
      />
      <JsonLd data={articleLd(page, config.siteUrl)} />
      <ArticleMeta
        published={page.published}
        updated={page.updated}
        readingMinutes={page.readingMinutes}
        topics={page.topics}
      />
      {page.series && <SeriesBanner series={page.series} path={page.path} />}
      <SaveOfflineButton paths={[page.path]} what="article" />
      <TableOfContents headings={page.headings} />
      <MarkdownBody html={page.html} />
      {page.series && <SeriesParts series={page.series} path={page.path} />}
      <RelatedLinks id="related-articles" title="Related articles" links={page.related} />
      <p className="kb-more">
        <Link href={page.category.path}>More articles about {page.category.title}</Link>
        {' · '}
        <Link href="/articles/overview">All articles</Link>
      </p>
    </StandardPage>
  );
}
