// The build's page renderer (the SSR entry, dist/server/entry-server.js) and its template, for the
// pages the server renders per request: a question's page (question-page.ts) and an agent's console
// page with its data (console-page.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../shared/page-data';
import type { QuestionDetail } from '../../shared/questions-schemas';
import { rewriteOrigin, type OriginRewrite } from '../services/site-origin';
import { StaticFileCache } from '../services/static-cache';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** The page's data as a JSON block, to follow the mount element. */
  dataBlock?: string;
}

export interface PageRenderer {
  render(
    url: string,
    options: { question?: QuestionDetail; shell?: boolean; pageData?: PageData },
  ): Promise<RenderedPage>;
}

export interface PageRendererDeps {
  /** dist/client: the renderer and the template are beside it, in dist/server. */
  staticDir: string;
  /** The SSR entry; by default the build's, beside STATIC_DIR (dist/server/entry-server.js). */
  loadRenderer?: () => Promise<PageRenderer>;
  /** index.html before prerendering filled it; scripts/prerender.ts keeps it as dist/server/template.html. */
  templateFile?: string;
  /** SITE_URL's origin for the build's (services/site-origin.ts): the SSR entry names the build's. */
  origin?: OriginRewrite;
}

const MOUNT = '<div id="__nuxt"><!--app-html--></div>';

/**
 * The page into the template, as the prerender step fills it; `rootAttributes` go on the mount
 * element (` data-shell` for a screen the browser renders anew). Replacer functions: `$&` in text stays text.
 */
export function fillTemplate(template: string, page: RenderedPage, rootAttributes = ''): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  html = html.replace('<!--app-head-->', () => page.head);
  return html.replace(
    MOUNT,
    () => `<div id="__nuxt"${rootAttributes}>${page.html}</div>${page.dataBlock ?? ''}`,
  );
}

function defaultRendererLoader(serverDir: string): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href) as Promise<PageRenderer>;
    // A failed import (no build yet) is tried again on the next request.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

/** Renders one address to a whole page (throws when the build has no renderer or template). */
export function pageRenderer(deps: PageRendererDeps) {
  const serverDir = path.join(path.dirname(path.resolve(deps.staticDir)), 'server');
  const templateFile = deps.templateFile ?? path.join(serverDir, 'template.html');
  const loadRenderer = deps.loadRenderer ?? defaultRendererLoader(serverDir);
  // The template as built, without the analytics tag: the sender adds it to the finished page.
  const templates = new StaticFileCache({});
  return async (
    url: string,
    options: Parameters<PageRenderer['render']>[1],
    rootAttributes = '',
  ): Promise<string> => {
    const template = await templates.get(templateFile);
    if (!template) throw new Error(`no page template at ${templateFile}`);
    const { render } = await loadRenderer();
    const page = await render(url, options);
    return rewriteOrigin(fillTemplate(template.body.toString('utf8'), page, rootAttributes), deps.origin);
  };
}
