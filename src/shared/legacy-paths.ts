// Paths of the agency's old content site, kept so old links still work. Each one names the page
// that replaced it: the client shows a stub that links there, and the server answers with a 301.

import paths from './data/legacy-paths.json';

export interface LegacyPath {
  path: string;
  title: string;
  target: string;
}

// The table is data (src/shared/data/legacy-paths.json). Two entries there need a word: the bare
// /articles folder is where people trim an article URL to, and the old site's two name-server style
// paths (/ns1..., /ns2...) are kept so old links land on the home page.
export const legacyPaths: LegacyPath[] = paths;

const byPath = new Map(legacyPaths.map((entry) => [entry.path.toLowerCase(), entry]));

export function findLegacyPath(path: string): LegacyPath | undefined {
  return byPath.get(path.replace(/\/+$/, '').toLowerCase());
}
