// The pages measured by the size budget and by `npm run bench`: one of each kind a visitor lands on.
export const benchPages = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/auto' },
  { name: 'guide', path: '/resources/medicare-guide' },
  { name: 'article', path: '/articles/medicare/part-d-explained' },
  { name: 'calculator', path: '/resources/retirement-calculator' },
];

/** The prerendered file of a path: `/a/b` -> `a/b/index.html`. */
/** The prerendered file of an address (a query string does not change the file). */
export const htmlFileOf = (address) => {
  const path = address.split('?')[0];
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
};

// Decision 076 (and 075 for the precache). Kilobytes and megabytes of 1000 bytes, the stricter
// reading. The aim is 90 kB: the features that cross every page brought the first load over it, and
// the limit sits a little above the measure for the noise of chunk names; to be won back.
export const FIRST_LOAD_JS_GZIP_MAX = 92_850;
export const PRECACHE_COMPRESSED_MAX = 1_600_000;
/** The chat's index of the site's passages, as a device downloads it for answering offline (issue 47 §4). */
export const CHAT_INDEX_BROTLI_MAX = 150_000;
