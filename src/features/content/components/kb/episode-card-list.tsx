import { Link } from 'wouter';
import type { Episode } from '../../../../shared/content-types';
import { minutesLabel } from '@/features/content/model/labels';

/** A series' conversations in order, each opening in the player with its transcript. */
export function EpisodeCardList({ episodes }: { episodes: Episode[] }) {
  return (
    <ol className="card-grid kb-cards">
      {episodes.map((episode, index) => (
        <li key={episode.slug} className="card kb-card">
          <p className="kb-card__label">Episode {index + 1}</p>
          <h3 className="kb-card__title">
            <Link href={episode.playerPath}>{episode.title}</Link>
          </h3>
          <p className="kb-card__text">{episode.summary}</p>
          <p className="kb-meta">
            <span>{minutesLabel(episode.minutes)}</span>
            <span>Transcript, or read aloud by your device</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
