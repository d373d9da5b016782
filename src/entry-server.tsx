// Server entry used by scripts/prerender.ts: renders one path to HTML, waiting for lazy pages.
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { matchRoute } from './shared/route-table';

export interface RenderResult {
  /** The markup that goes inside <div id="__nuxt">. */
  html: string;
  /** <title>, <meta> and <link> tags React emitted, to be placed in <head>. */
  head: string;
  status: number;
}

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

// React 19 writes hoistable head tags at the very start of a non-document render.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

export function splitHead(html: string): { head: string; body: string } {
  const found = LEADING_HEAD_TAGS.exec(html);
  const head = found ? found[0] : '';
  return { head, body: html.slice(head.length) };
}

export async function render(url: string, options: { shell?: boolean } = {}): Promise<RenderResult> {
  const { prelude } = await prerenderToNodeStream(<App ssrPath={url} shell={options.shell} />, {
    onError(error) {
      console.error(`[prerender] ${url}`, error);
    },
  });
  const { head, body } = splitHead(await streamToString(prelude));
  const status = options.shell || matchRoute(url) ? 200 : 404;
  return { html: body, head, status };
}
