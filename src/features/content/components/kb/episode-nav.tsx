import { Link } from 'wouter';
import type { EpisodeChoice, PlayerSeries } from '@/features/content/model/episode-choice';
import { minutesLabel } from '@/features/content/model/labels';

interface EpisodeListProps {
  choice: EpisodeChoice;
  /** Called when an episode link is followed, so the page can move focus to the new episode. */
  onNavigate: () => void;
}

/** Every episode of the playing series, the current one marked for sight and for screen readers. */
export function EpisodeList({ choice, onNavigate }: EpisodeListProps) {
  return (
    <nav className="kb-episodes" aria-labelledby="episodes-title">
      <h2 id="episodes-title">Episodes in {choice.series.title}</h2>
      <ol className="kb-episodes__list">
        {choice.series.episodes.map((episode) => {
          const current = episode.slug === choice.episode.slug;
          return (
            <li
              key={episode.slug}
              className={current ? 'kb-episodes__item kb-episodes__item--current' : 'kb-episodes__item'}
            >
              <Link
                href={episode.playerPath}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {episode.title}
              </Link>{' '}
              <span className="kb-episodes__minutes">({minutesLabel(episode.minutes)})</span>
              {current && <span className="kb-episodes__now"> Now showing</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface SeriesChooserProps {
  series: PlayerSeries[];
  current: PlayerSeries;
  onNavigate: () => void;
}

/** The other series and their episodes, so any conversation is two clicks away. */
export function SeriesChooser({ series, current, onNavigate }: SeriesChooserProps) {
  const others = series.filter((entry) => entry.name !== current.name && entry.episodes.length > 0);
  if (others.length === 0) return null;
  return (
    <section className="kb-chooser" aria-labelledby="chooser-title">
      <h2 id="chooser-title">Choose another series</h2>
      {others.map((entry) => (
        <div key={entry.name} className="kb-chooser__series">
          <h3 id={`chooser-${entry.name}`}>{entry.title}</h3>
          <ol aria-labelledby={`chooser-${entry.name}`}>
            {entry.episodes.map((episode) => (
              <li key={episode.slug}>
                <Link href={episode.playerPath} onClick={onNavigate}>
                  {episode.title}
                </Link>
              </li>
            ))}
          </ol>
          <p>
            <Link href={entry.path}>About {entry.title}, with its articles</Link>
          </p>
        </div>
      ))}
    </section>
  );
}
