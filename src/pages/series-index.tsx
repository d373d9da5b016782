import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { countLabel, lastSegment } from '../features/content/model/labels';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';
import '../features/content/styles/kb.css';

/** /series: each series with how many articles and conversations it holds. */
export default function SeriesIndexPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'series-index');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Short series that take one big decision step by step: articles to read in order, and conversations to read or have your device read aloud."
    >
      <ul className="card-grid kb-cards">
        {page.series.map((series) => (
          <li key={series.path} className="card kb-card">
            <h2 className="kb-card__title">
              <Link href={series.path}>{series.title}</Link>
            </h2>
            <p className="kb-card__text">{series.description}</p>
            <p className="kb-meta">
              <span>{countLabel(series.partCount, 'article')}</span>
              <span>{countLabel(series.episodeCount, 'episode')}</span>
            </p>
            {series.episodeCount > 0 && (
              <p className="kb-card__action">
                <Link href={`/player?series=${encodeURIComponent(lastSegment(series.path))}`}>
                  Read the {series.title} conversations
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
