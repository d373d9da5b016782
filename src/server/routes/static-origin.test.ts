// One build served under two site addresses (a staging build promoted to production): the pages,
// sitemap, robots.txt and client bundle name SITE_URL as the server reads it at start, in every
// encoding and on the page fast path too; with the build's own address, the build's files go out
// untouched. The built-site folder here is a small stand-in for dist/ (client and server folders).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageFastPath } from '../fast-paths/page';
import { openTestApp, type TestApp } from '../test/test-app';

const BUILT = 'http://localhost:3000';
const PRODUCTION = 'https://www.harborpoint.example';
let root: string;
let client: string;
let built: TestApp;
let moved: TestApp;

const page = (urlPath: string) =>
  `<!doctype html><html><head><title>Auto</title><link rel="canonical" href="${BUILT}${urlPath}"/>` +
  `<meta property="og:url" content="${BUILT}${urlPath}"/>` +
  `<script type="application/ld+json">{"@type":"Service","url":"${BUILT}${urlPath}"}</script></head>` +
  `<body>${'<p>Auto insurance, plainly.</p>'.repeat(80)}</body></html>`;

/** A file with its build-time .br and .gz siblings, as scripts/compress.mjs writes them. */
function write(relative: string, content: string) {
  const file = path.join(client, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-origin-'));
  client = path.join(root, 'client');
  write('services/auto/index.html', page('/services/auto'));
  write('sitemap.xml', `<urlset><url><loc>${BUILT}/services/auto</loc></url></urlset>\n`);
  write('robots.txt', `User-agent: *\nDisallow: /api/\n\nSitemap: ${BUILT}/sitemap.xml\n`);
  write('assets/config-abc123.js', `const siteUrl="${BUILT}";export{siteUrl};${'/* padding */'.repeat(40)}`);
  mkdirSync(path.join(root, 'server'), { recursive: true });
  writeFileSync(path.join(root, 'server', 'site-origin.json'), JSON.stringify({ origin: BUILT }));
  [built, moved] = await Promise.all([
    openTestApp({ env: { STATIC_DIR: client, SITE_URL: BUILT } }),
    openTestApp({ env: { STATIC_DIR: client, SITE_URL: `${PRODUCTION}/` } }),
  ]);
});
afterAll(async () => {
  await Promise.all([built?.dispose(), moved?.dispose()]);
  rmSync(root, { recursive: true, force: true });
});

describe('the site origin read at run time', () => {
  it("puts SITE_URL in the page's canonical, og:url and JSON-LD, in every encoding", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await moved.get('/services/auto', { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const html = decoded(res.headers.get('content-encoding'), Buffer.from(await res.arrayBuffer()));
      expect(html, encoding).toContain(`<link rel="canonical" href="${PRODUCTION}/services/auto"/>`);
      expect(html, encoding).toContain(`<meta property="og:url" content="${PRODUCTION}/services/auto"/>`);
      expect(html, encoding).toContain(`"url":"${PRODUCTION}/services/auto"`);
      expect(html, encoding).not.toContain(BUILT);
    }
  });

  it('puts SITE_URL in sitemap.xml, the Sitemap line of robots.txt and the client bundle', async () => {
    expect(await (await moved.get('/sitemap.xml')).text()).toContain(
      `<loc>${PRODUCTION}/services/auto</loc>`,
    );
    expect(await (await moved.get('/robots.txt')).text()).toContain(`Sitemap: ${PRODUCTION}/sitemap.xml`);
    expect(await (await moved.get('/assets/config-abc123.js')).text()).toContain(`siteUrl="${PRODUCTION}"`);
  });

  it("sends the build's own compressed bytes when SITE_URL is the build's", async () => {
    const res = await built.get('/services/auto', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(readFileSync(path.join(client, 'services/auto/index.html.br')))).toBe(true);
    expect(brotliDecompressSync(bytes).toString()).toContain(`href="${BUILT}/services/auto"`);
    expect(await (await built.get('/sitemap.xml')).text()).toContain(`<loc>${BUILT}/services/auto</loc>`);
  });

  it('answers the same rewritten page on the page fast path', async () => {
    const listener = withPageFastPath(
      () => {
        throw new Error('the app was asked for a prerendered page');
      },
      {
        staticDir: client,
        analytics: {},
        securityHeaders: {},
        origin: { from: BUILT, to: PRODUCTION },
      },
    );
    const body = await fastPathAnswer(listener, '/services/auto');
    expect(body).toContain(`href="${PRODUCTION}/services/auto"`);
    expect(body).not.toContain(BUILT);
  });
});

/** The body as text, whatever its encoding (app.request does not decode it). */
function decoded(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/** One GET through a Node listener without a socket, identity encoding. */
function fastPathAnswer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  url: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = Object.assign(new PassThrough(), {
      method: 'GET',
      url,
      headers: {},
    }) as unknown as IncomingMessage;
    const chunks: Buffer[] = [];
    const res = {
      headersSent: false,
      writeHead() {
        return res;
      },
      end(chunk?: Buffer) {
        if (chunk) chunks.push(chunk);
        resolve(Buffer.concat(chunks).toString());
      },
    } as unknown as ServerResponse;
    try {
      listener(req, res);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
