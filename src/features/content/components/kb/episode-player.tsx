import type { Ref } from 'react';
import { Link } from 'wouter';
import { MarkdownBody } from '../markdown-body';
import type { EpisodeChoice } from '@/features/content/model/episode-choice';
import { minutesLabel } from '@/features/content/model/labels';

interface EpisodeHeaderProps {
  choice: EpisodeChoice;
  /** The episode heading, focused when the visitor picks another episode on this page. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The chosen episode: where it sits, its title and summary. No recordings are published yet, so
 * instead of an empty or broken player the page says plainly that audio is coming.
 */
export function EpisodeHeader({ choice, headingRef }: EpisodeHeaderProps) {
  const { series, episode, index } = choice;
  return (
    <section className="kb-player" aria-labelledby="episode-title">
      <p className="kb-card__label">
        <Link href={series.path}>{series.title}</Link>, episode {index + 1} of {series.episodes.length}
      </p>
      <h2 id="episode-title" ref={headingRef} tabIndex={-1} className="kb-player__title">
        {episode.title}
      </h2>
      <p className="kb-meta">
        <span>{minutesLabel(episode.minutes, 'listen')}</span>
      </p>
      <p>{episode.summary}</p>
      <p className="notice kb-player__media">
        Audio coming soon; read the transcript below. <a href="#episode-transcript">Go to the transcript</a>
      </p>
    </section>
  );
}

/** The full transcript, always shown: the way to take in an episode until audio is published. */
export function EpisodeTranscript({ choice }: { choice: EpisodeChoice }) {
  return (
    <section className="kb-transcript" aria-labelledby="episode-transcript">
      <h2 id="episode-transcript">Transcript: {choice.episode.title}</h2>
      <MarkdownBody html={choice.episode.transcriptHtml} />
    </section>
  );
}
