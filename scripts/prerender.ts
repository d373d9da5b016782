// Writes the prerendered pages into dist/client (docs/contracts.md): every static path, the 404
// page with the __NOT_FOUND_PATH__ token, and the app shell for member pages. Run after both builds.
// From the same compiled content, the chat's passages for the server (dist/server/chat-passages.json)
// and for the devices that answer offline (dist/client/chat-passages.json, decision 264).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEVICE_PASSAGES_PATH } from '@/shared/chat-engine/device-passages';
import { BOOT_SCRIPT_TAG } from '@/shared/color-mode-script';
import type { PagePayload } from '@/shared/content-types';
import { payloadUrl } from '@/shared/content-types';
import { allVariants } from '@/shared/page-variants';
import { HTML_FROM_ELEMENT, markdownElementIndex } from '@/shared/embedded-html';
import { memberShellFile } from '@/shared/member-intros';
import { inSitemap, matchRoute, routeTable, staticPaths } from '@/shared/route-table';
import { writeChatPassages } from './content/chat-passages';
import { compileContent } from './content/compile';
import { buildSearchIndex } from './content/search-index';
import { robotsTxt, sitemapXml } from './content/seo-files';

interface RenderResult {
  html: string;
  head: string;
  status: number;
}
type Render = (
  url: string,
  options?: { shell?: boolean; payload?: PagePayload; search?: string },
) => Promise<RenderResult>;

const clientDir = resolve('dist/client');
const serverEntry = resolve('dist/server/entry-server.js');
const MOUNT = '<div id="__nuxt"><!--app-html--></div>';
const siteUrl = (process.env.VITE_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** The page data as a JSON data block (not executable, so the CSP allows it); `<` escaped. */
function payloadBlock(payload: PagePayload | undefined, renderedHtml: string): string {
  if (!payload) return '';
  // The page shows its html once: the browser reads it from there (src/shared/embedded-html.ts).
  const index = markdownElementIndex(renderedHtml, payload.html);
  const embedded = index === undefined ? payload : { ...payload, html: '', [HTML_FROM_ELEMENT]: index };
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c');
  return `<script type="application/json" id="__payload">${json}</script>`;
}

function fillTemplate(
  template: string,
  result: RenderResult,
  rootAttributes = '',
  payload?: PagePayload,
): string {
  let page = template;
  // The page's own <title> replaces the template's placeholder title.
  if (result.head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>\s*/, '');
  page = page.replace('<!--app-head-->', result.head);
  return page.replace(
    MOUNT,
    `<div id="__nuxt"${rootAttributes}>${result.html}</div>${payloadBlock(payload, result.html)}`,
  );
}

/**
 * The CSP (SECURITY.md) forbids inline scripts and style attributes: refuse to ship either. The one
 * exception is the colour mode boot script, allowed by its hash (decision 012), and it must be there.
 */
function assertCspSafe(file: string, html: string): void {
  if (!html.includes(BOOT_SCRIPT_TAG))
    throw new Error(`${file}: the boot script (colour mode, module loader) is missing`);
  const rest = html.replace(BOOT_SCRIPT_TAG, '');
  const inlineScript = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/i.exec(rest);
  if (inlineScript) throw new Error(`${file}: inline <script> found: ${inlineScript[0]}`);
  if (/\sstyle\s*=/i.test(rest)) throw new Error(`${file}: inline style="" attribute found`);
}

async function write(file: string, html: string): Promise<void> {
  assertCspSafe(file, html);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

async function writeSiteFiles(paths: string[], payloads: Map<string, PagePayload>): Promise<void> {
  // The registry says which pages are listed (redirects are not).
  const listed = paths
    .filter((path) => inSitemap(path))
    .map((path) => {
      const payload = payloads.get(path);
      const lastmod = payload && 'updated' in payload ? payload.updated : undefined;
      return {
        path,
        lastmod: lastmod ?? (payload && 'published' in payload ? payload.published : undefined),
      };
    });
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, listed));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  await writeFile(join(clientDir, 'search-index.json'), buildSearchIndex(payloads.values()));
}

function fileFor(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html');
}

/**
 * A page hydrated when the visitor needs the app (decisions 261, 269): its mount element says so,
 * and names the query parameters whose answer only the app can show.
 */
function onDemandMark(path: string): string {
  const route = matchRoute(path)?.route;
  if (route?.hydrate !== 'on-demand') return '';
  const query = route.appQuery ? ` data-app-query="${route.appQuery.join(' ')}"` : '';
  const stored = route.stored ? ` data-stored="${route.stored}"` : '';
  return ` data-hydrate="on-demand"${query}${stored}`;
}

async function main(): Promise<void> {
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  if (!template.includes(MOUNT))
    throw new Error('dist/client/index.html has no <div id="__nuxt"><!--app-html--></div>');
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  // The server renders public question pages at request time into this same template.
  await writeFile(resolve('dist/server/template.html'), template);
  // The origin every page names; a server started with another SITE_URL rewrites it as it loads them.
  await writeFile(resolve('dist/server/site-origin.json'), `${JSON.stringify({ origin: siteUrl })}\n`);

  const payloads = compileContent();
  const paths = [...new Set([...staticPaths(), ...payloads.keys()])];
  for (const path of paths) {
    const payload = payloads.get(path);
    const result = await render(path, { payload });
    if (result.status !== 200) throw new Error(`${path} rendered with status ${result.status}`);
    await write(fileFor(path), fillTemplate(template, result, onDemandMark(path), payload));
    if (payload) await writeFile(join(clientDir, payloadUrl(path)), JSON.stringify(payload));
  }
  // Pages prerendered again for a query parameter's values (/quote?line=auto): the mount element
  // names the query, so the browser's first render matches (src/lib/use-rendered-search.ts).
  for (const variant of allVariants()) {
    const result = await render(variant.path, { search: variant.search });
    if (result.status !== 200)
      throw new Error(`${variant.path}?${variant.search} rendered with status ${result.status}`);
    const stored = variant.stored ? ` data-stored="${variant.stored}"` : '';
    await write(
      join(clientDir, variant.file),
      fillTemplate(
        template,
        result,
        `${onDemandMark(variant.path)} data-search="${variant.search}"${stored}`,
      ),
    );
  }
  await writeSiteFiles(paths, payloads);
  const passages = await writeChatPassages(resolve('dist/server/chat-passages.json'), payloads.values());
  // The same file for the browser: one content deploy updates the server's and the devices' at once.
  await writeFile(join(clientDir, DEVICE_PASSAGES_PATH), JSON.stringify(passages));
  console.log(
    `[prerender] ${passages.passages.length} chat passages written to dist/server/chat-passages.json and dist/client${DEVICE_PASSAGES_PATH}`,
  );

  const notFound = await render('__NOT_FOUND_PATH__');
  if (notFound.status !== 404) throw new Error(`404 page rendered with status ${notFound.status}`);
  await write(join(clientDir, '404.html'), fillTemplate(template, notFound, ' data-not-found'));

  const shell = await render('/', { shell: true });
  await write(join(clientDir, '_shell.html'), fillTemplate(template, shell, ' data-shell'));

  // The members' screens' own shells (decision 195): heading, intro and placeholders, no private data.
  const shells: string[] = [];
  for (const route of routeTable) {
    if (route.render !== 'member' || /[:*]/.test(route.pattern)) continue;
    const result = await render(route.pattern, { shell: true });
    if (!result.html.includes('data-screen-shell')) continue;
    await write(join(clientDir, memberShellFile(route.page)), fillTemplate(template, result, ' data-shell'));
    shells.push(route.page);
  }

  console.log(
    `[prerender] ${paths.length} pages, 404.html, _shell.html and ${shells.length} screen shells (${shells.join(', ')}) written to ${clientDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
