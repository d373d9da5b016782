// `npm run dev` only: serves page data and the search index straight from src/content, compiled on
// each request, since the dev server has no prerendered files.
import type { Plugin } from 'vite';
import { compileContent } from '../content/compile';
import { buildSearchIndex } from '../content/search-index';

export function contentDevPlugin(): Plugin {
  return {
    name: 'harbor-content-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const isPayload = path.endsWith('/_payload.json');
        if (!isPayload && path !== '/search-index.json') return next();
        try {
          const payloads = compileContent();
          const pagePath = path.slice(0, -'/_payload.json'.length) || '/';
          const body = isPayload
            ? JSON.stringify(payloads.get(pagePath) ?? null)
            : buildSearchIndex(payloads.values());
          res.statusCode = isPayload && !payloads.has(pagePath) ? 404 : 200;
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch (error) {
          res.statusCode = 500;
          res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
        }
      });
    },
  };
}
