// `npm run dev` only: serves page data and the search index straight from src/content, compiled on
// each request, since the dev server has no prerendered files. The compiler is loaded through Vite
// (ssrLoadModule), not imported here: this file is part of vite.config.ts, which Vite bundles
// without the `@/` alias that the compiler's imports use.
import type { Plugin } from 'vite';

type Compiler = typeof import('../content/compile') & typeof import('../content/search-index');

export function contentDevPlugin(): Plugin {
  return {
    name: 'harbor-content-dev',
    apply: 'serve',
    configureServer(server) {
      const load = async (): Promise<Compiler> => ({
        ...((await server.ssrLoadModule(
          '/scripts/content/compile.ts',
        )) as typeof import('../content/compile')),
        ...((await server.ssrLoadModule(
          '/scripts/content/search-index.ts',
        )) as typeof import('../content/search-index')),
      });
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const isPayload = path.endsWith('/_payload.json');
        if (!isPayload && path !== '/search-index.json') return next();
        try {
          const { compileContent, buildSearchIndex } = await load();
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
