import type { Ref } from 'react';
import { Link } from 'wouter';
import { MarkdownBody } from '../markdown-body';
import type { EpisodeChoice } from '@/features/content/model/episode-choice';
import { minutesLabel } from '@/features/content/model/labels';
import { ListenControl } from './listen-control';

interface EpisodeHeaderProps {
  choice: EpisodeChoice;
  /** The episode heading, focused when the visitor picks another episode on this page. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The chosen episode: where it sits, its title and summary. No recordings are published, so the
 * page promises none: it offers the transcript, read or read aloud by the device.
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
        <span>{minutesLabel(episode.minutes)}</span>
        <span>About {episode.listenMinutes} minutes read aloud</span>
      </p>
      <p>{episode.summary}</p>
      <p className="kb-player__media">
        There is no recording of this conversation. Read the transcript, or have your device read it to you.{' '}
        <a href="#episode-transcript">Go to the transcript and Listen</a>
      </p>
    </section>
  );
}

/** The full transcript, always shown, with the Listen control that reads it aloud. */
export function EpisodeTranscript({ choice }: { choice: EpisodeChoice }) {
  return (
    <section className="kb-transcript" aria-labelledby="episode-transcript">
      {/* The episode's title is the heading just above: shown once, still said with this one. */}
      <h2 id="episode-transcript" aria-label={`Transcript: ${choice.episode.title}`}>
        Transcript
      </h2>
      <ListenControl
        transcriptId="episode-transcript-text"
        episodeKey={`${choice.series.name}/${choice.episode.slug}`}
      />
      <div id="episode-transcript-text">
        <MarkdownBody html={choice.episode.transcriptHtml} />
      </div>
    </section>
  );
}
