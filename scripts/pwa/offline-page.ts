// The page the service worker shows for an address it cannot reach offline (src/sw.ts). It is made
// at build time (and served in dev) from index.html's own head - charset, viewport, colour scheme,
// icon - so the two never drift; offline-body.html holds what the offline page says.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const root = new URL('../../', import.meta.url);

/** The tags of index.html's head that every page of the site starts with. */
const SHARED_HEAD = [
  /<meta charset=[^>]*>/,
  /<meta name="viewport"[^>]*>/,
  /<meta name="color-scheme"[^>]*>/,
  /<link rel="icon"[^>]*>/,
];

export function offlinePage(
  indexHtml = readFileSync(new URL('index.html', root), 'utf8'),
  body = readFileSync(new URL('scripts/pwa/offline-body.html', root), 'utf8'),
): string {
  const lang = /<html lang="([^"]+)"/.exec(indexHtml)?.[1];
  const shared = SHARED_HEAD.map((pattern) => pattern.exec(indexHtml)?.[0]);
  if (!lang || shared.some((tag) => !tag))
    throw new Error('index.html lost a tag the offline page takes from it');
  const indent = (text: string, by: string) =>
    text
      .trimEnd()
      .split('\n')
      .map((line) => (line ? by + line : line))
      .join('\n');
  return `<!doctype html>
<html lang="${lang}">
  <head>
${indent(shared.join('\n'), '    ')}
    <meta name="robots" content="noindex" />
    <title>You are offline – Harbor Point Insurance &amp; Financial</title>
    <link rel="stylesheet" href="/offline.css" />
  </head>
  <body>
${indent(body, '    ')}
  </body>
</html>
`;
}

/** Writes offline.html into the client build, and answers /offline.html on the dev server. */
export function offlinePagePlugin(): Plugin {
  let ssr = false;
  return {
    name: 'harbor:offline-page',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use('/offline.html', (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(offlinePage());
      });
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage() });
    },
  };
}
