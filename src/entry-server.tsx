// Server entry used by scripts/prerender.ts and, for public questions, by the server at request
// time (src/server/routes/question-page.ts): renders one path to HTML, waiting for lazy pages.
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { primePayload } from './features/content/state/payload-store';
import { ServerPageData } from './lib/page-data';
import { pageQuestionBlock, primePageQuestion } from './features/questions/state/page-question';
import type { PagePayload } from './shared/content-types';
import { pageDataBlock, type PageData } from './shared/page-data';
import type { QuestionDetail } from './shared/questions-schemas';
import { matchRoute } from './shared/route-table';

export interface RenderResult {
  /** The markup that goes inside <div id="__nuxt">. */
  html: string;
  /** <title>, <meta> and <link> tags React emitted, to be placed in <head>. */
  head: string;
  status: number;
  /** The page data to embed after the mount element (a JSON block the browser reads to hydrate). */
  dataBlock?: string;
}

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

// React 19 writes hoistable head tags at the very start of a non-document render.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

export function splitHead(html: string): { head: string; body: string } {
  const found = LEADING_HEAD_TAGS.exec(html);
  const head = found ? found[0] : '';
  return { head, body: html.slice(head.length) };
}

export interface RenderOptions {
  shell?: boolean;
  /** The query string of a page variant (src/shared/page-variants.ts). */
  search?: string;
  /** The page data of a content page, compiled by the build from src/content. */
  payload?: PagePayload;
  /** A public question, for its server-rendered page (src/server/routes/question-page.ts). */
  question?: QuestionDetail;
  /** A screen's data, rendered into its shell (src/server/routes/console-page.ts). */
  pageData?: PageData;
}

export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  if (options.payload) primePayload(options.payload);
  if (options.question) primePageQuestion(options.question);
  const { prelude } = await prerenderToNodeStream(
    <ServerPageData.Provider value={options.pageData}>
      <App ssrPath={url} ssrSearch={options.search} shell={options.shell} />
    </ServerPageData.Provider>,
    {
      // Past this many bytes React streams later parts with an inline <script> to reveal them, which
      // our CSP forbids. A prerender writes the whole page at once, so no part is ever deferred.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        console.error(`[prerender] ${url}`, error);
      },
    },
  );
  const { head, body } = splitHead(await streamToString(prelude));
  const status = options.shell || matchRoute(url) ? 200 : 404;
  const dataBlock = options.question
    ? pageQuestionBlock(options.question)
    : options.pageData && pageDataBlock(options.pageData);
  return { html: body, head, status, dataBlock };
}
