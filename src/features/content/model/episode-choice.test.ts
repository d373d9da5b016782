import { describe, expect, it } from 'vitest';
import type { Episode } from '@/shared/content-types';
import { chooseEpisode, type PlayerSeries } from './episode-choice';

function episode(slug: string): Episode {
  return { slug, title: slug, minutes: 5, listenMinutes: 6, summary: '', playerPath: '', transcriptHtml: '' };
}

const series: PlayerSeries[] = [
  { name: 'empty', path: '/series/empty', title: 'Empty', episodes: [] },
  {
    name: 'medicare',
    path: '/series/medicare',
    title: 'Medicare',
    episodes: [episode('one'), episode('two')],
  },
  { name: 'life', path: '/series/life', title: 'Life', episodes: [episode('a'), episode('b'), episode('c')] },
];

function summary(search: string) {
  const choice = chooseEpisode(series, search);
  return (
    choice && {
      series: choice.series.name,
      episode: choice.episode.slug,
      index: choice.index,
      status: choice.status,
    }
  );
}

describe('chooseEpisode', () => {
  it('plays the first episode of the first series that has episodes when nothing is asked for', () => {
    expect(summary('')).toEqual({ series: 'medicare', episode: 'one', index: 0, status: 'default' });
  });

  it('plays the episode named in the query string', () => {
    expect(summary('?series=life&episode=c')).toEqual({
      series: 'life',
      episode: 'c',
      index: 2,
      status: 'found',
    });
  });

  it('starts a series at its first episode when only the series is named', () => {
    expect(summary('series=life')).toEqual({ series: 'life', episode: 'a', index: 0, status: 'found' });
  });

  it('falls back to a first episode, and says so, for names it does not know', () => {
    expect(summary('?series=boats&episode=a')).toEqual({
      series: 'medicare',
      episode: 'one',
      index: 0,
      status: 'unknown',
    });
    expect(summary('?series=life&episode=zzz')).toEqual({
      series: 'life',
      episode: 'a',
      index: 0,
      status: 'unknown',
    });
  });

  it('has nothing to play when no series has episodes', () => {
    expect(chooseEpisode([series[0]!], '')).toBeUndefined();
  });
});
