// One real build (`npm run build`, made once) served by two server processes with two SITE_URLs, as
// an image promoted from staging to production is: each names its own site in canonical links,
// og:url, JSON-LD, the sitemap and robots.txt. Needs the build; without dist/ it is skipped.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverStorage, startServer, type ServerProcess } from '../test/server-process';

const STAGING = 'https://staging.harborpoint.example';
const PRODUCTION = 'https://www.harborpoint.example';
const built =
  existsSync('dist/server/site-origin.json') && existsSync('dist/client/services/auto/index.html');

let staging: ServerProcess;
let production: ServerProcess;
let storages: Awaited<ReturnType<typeof serverStorage>>[] = [];

async function text(server: ServerProcess, path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe.skipIf(!built)('one build served under two site addresses (run `npm run build` first)', () => {
  beforeAll(async () => {
    storages = await Promise.all([serverStorage(), serverStorage()]);
    [staging, production] = await Promise.all([
      startServer({ ...storages[0]!.options, env: { SITE_URL: STAGING } }),
      startServer({ ...storages[1]!.options, env: { SITE_URL: PRODUCTION } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([staging?.stop(), production?.stop()]);
    await Promise.all(storages.map((storage) => storage.remove()));
  });

  it("names each server's own site in a page's canonical link, og:url and JSON-LD", async () => {
    for (const [server, site, other] of [
      [staging, STAGING, PRODUCTION],
      [production, PRODUCTION, STAGING],
    ] as const) {
      const html = await text(server, '/services/auto');
      expect(html).toContain(`<link rel="canonical" href="${site}/services/auto"/>`);
      expect(html).toContain(`<meta property="og:url" content="${site}/services/auto"/>`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]);
      expect(ld.join('\n')).toContain(`${site}/services/auto`);
      expect(html).not.toContain(other);
      expect(html).not.toContain('http://localhost:3000');
    }
  });

  it('names it in sitemap.xml and in the Sitemap line of robots.txt', async () => {
    for (const [server, site] of [
      [staging, STAGING],
      [production, PRODUCTION],
    ] as const) {
      const sitemap = await text(server, '/sitemap.xml');
      expect(sitemap).toContain(`<loc>${site}/services/auto</loc>`);
      expect(sitemap).not.toContain('http://localhost:3000');
      expect(await text(server, '/robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
    }
  });
});
