import { Fragment } from 'react';
import { Link, useLocation } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { SaveOfflineButton } from '../features/pwa/components/save-offline-button';
import { JsonLd } from '../features/content/components/json-ld';
import { ArticleCardList } from '../features/content/components/kb/article-card';
import { EpisodeCardList } from '../features/content/components/kb/episode-card-list';
import { SeriesTopBar } from '../features/content/components/kb/series-top-bar';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { breadcrumbLd } from '../shared/structured-data';
import '../features/content/styles/kb.css';

/**
 * /series/{name}, shown with layout "none": the layout still gives the skip link and the one <main>
 * (#main), so this page adds only its own top bar of ways out, then its heading and content.
 */
export default function SeriesPage() {
  const [path] = useLocation();
  const page = usePagePayload(path, 'series');
  const trail = [
    { path: '/series', title: 'Series' },
    { path: page.path, title: page.title },
  ];
  return (
    <Fragment>
      <SeriesTopBar />
      <JsonLd data={breadcrumbLd(trail, config.siteUrl)} />
      <StandardPage title={page.title} description={page.description} lead={page.description}>
        <SaveOfflineButton
          paths={[page.path, ...page.parts.map((part) => part.path), '/player']}
          what="series"
        />
        <MarkdownBody html={page.html} />
        {page.parts.length > 0 && (
          <section aria-labelledby="series-read">
            <h2 id="series-read">Read the series in order</h2>
            <ArticleCardList articles={page.parts} headingLevel={3} ordered />
          </section>
        )}
        {page.episodes.length > 0 && (
          <section aria-labelledby="series-listen">
            <h2 id="series-listen">The conversations</h2>
            <p>
              Each episode is a conversation between a Harbor Point advisor and a client, written out in full.
              Read it at your own pace, or let your device read it aloud; there are no recordings.
            </p>
            <EpisodeCardList episodes={page.episodes} />
          </section>
        )}
        <p className="kb-more">
          <Link href="/series">See all series</Link>
        </p>
      </StandardPage>
    </Fragment>
  );
}
