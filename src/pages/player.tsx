import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { chooseEpisode } from '../features/content/model/episode-choice';
import { EpisodeList, SeriesChooser } from '../features/content/components/kb/episode-nav';
import { EpisodeHeader, EpisodeTranscript } from '../features/content/components/kb/episode-player';
import { PrevNext } from '../features/content/components/kb/prev-next';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { useHydrated } from '../lib/use-hydrated';
import type { PageProps } from './page-props';
import '../features/content/styles/kb.css';

/**
 * /player: prerendered once, so the episode in ?series=&episode= is read only after hydration.
 * Until then, and for a missing or unknown choice, the first episode of the first series shows.
 */
export default function PlayerPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'player');
  const hydrated = useHydrated();
  const search = useSearch();
  const choice = chooseEpisode(page.series, hydrated ? search : '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const key = choice ? `${choice.series.name}/${choice.episode.slug}` : '';

  useEffect(() => {
    // Only after the visitor picked an episode here: the first load must not steal focus.
    if (!focusNext.current) return;
    focusNext.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [key]);

  const title = 'Episode Player';
  if (!choice) {
    return (
      <StandardPage title={title} description={page.description} lead="There are no episodes to play yet." />
    );
  }
  const onNavigate = () => {
    focusNext.current = true;
  };
  const { series, index } = choice;
  const previous = series.episodes[index - 1];
  const next = series.episodes[index + 1];
  return (
    <StandardPage
      title={title}
      description={page.description}
      lead="Conversations between a Harbor Point advisor and our clients, each with a full transcript."
    >
      {choice.status === 'unknown' && (
        <p className="notice" role="status">
          We could not find that episode, so here is the first episode of {series.title}.
        </p>
      )}
      {/* One column on a phone; on a wide screen the episode list sits in a sticky column beside. */}
      <div className="kb-player-layout">
        <div className="kb-player-layout__head">
          <EpisodeHeader choice={choice} headingRef={headingRef} />
        </div>
        {/* The short list of episodes comes before the long transcript, so it is easy to find. */}
        <div className="kb-player-layout__side">
          <EpisodeList choice={choice} onNavigate={onNavigate} />
        </div>
        <div className="kb-player-layout__text">
          <EpisodeTranscript choice={choice} />
          <PrevNext
            label="Previous and next episode"
            noun="episode"
            previous={previous && { href: previous.playerPath, title: previous.title }}
            next={next && { href: next.playerPath, title: next.title }}
            onNavigate={onNavigate}
          />
          <SeriesChooser series={page.series} current={series} onNavigate={onNavigate} />
        </div>
      </div>
    </StandardPage>
  );
}
