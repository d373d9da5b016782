// Which episode the player shows. The page is prerendered once, so the choice comes from the query
// string (?series=&episode=) only after hydration; until then, and for an unknown or missing choice,
// the first episode of the first series plays.
import type { Episode, LinkRef } from '@/shared/content-types';

export type PlayerSeries = LinkRef & { name: string; episodes: Episode[] };

export interface EpisodeChoice {
  series: PlayerSeries;
  episode: Episode;
  /** Zero-based position of the episode in its series. */
  index: number;
  /** 'default': nothing asked for; 'found': the asked-for episode; 'unknown': asked for one we lack. */
  status: 'default' | 'found' | 'unknown';
}

function pick(series: PlayerSeries, index: number, status: EpisodeChoice['status']): EpisodeChoice {
  return { series, episode: series.episodes[index]!, index, status };
}

/** The episode for a query string; undefined only when there are no episodes at all. */
export function chooseEpisode(all: PlayerSeries[], search: string): EpisodeChoice | undefined {
  const playable = all.filter((series) => series.episodes.length > 0);
  const first = playable[0];
  if (!first) return undefined;
  const params = new URLSearchParams(search);
  const seriesName = params.get('series');
  const episodeSlug = params.get('episode');
  if (!seriesName && !episodeSlug) return pick(first, 0, 'default');
  const series = playable.find((entry) => entry.name === seriesName);
  if (!series) return pick(first, 0, 'unknown');
  if (!episodeSlug) return pick(series, 0, 'found');
  const index = series.episodes.findIndex((episode) => episode.slug === episodeSlug);
  return index >= 0 ? pick(series, index, 'found') : pick(series, 0, 'unknown');
}
