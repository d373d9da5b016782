// The two servers a Lighthouse run compares (decision 076): the production server on loopback, and
// beside it a script-free copy of the same pages (same HTML and CSS, every <script> and modulepreload
// removed, compressed the same way) whose LCP is the floor the product is measured against.
import { spawn, spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { createServer, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The page without any script: tags, inline ones included, and modulepreload links. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** True when the URL answers 200. */
const answers = (url) =>
  new Promise((resolve) => {
    get(url, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false));
  });

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await answers(url)) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The built server (`node dist/server/index.js`, as `npm start` runs it) in production mode: on a
 * fresh embedded database, or on PostgreSQL when `databaseUrl` is given. `env` adds variables (the
 * throughput bench scales the rate limits); `agent` ({ username, email, password }) is made with
 * `create-agent` on the fresh database before the server opens it.
 */
export async function startProductServer(port, { databaseUrl, env = {}, agent, dataDir: reuse, keep } = {}) {
  // `dataDir` opens a folder an earlier start made (the scale bench fills it between two starts);
  // `keep` leaves the folder when the server stops.
  const dataDir = reuse ?? `.tmp/bench-data-${process.pid}-${port}`;
  if (!reuse) await rm(dataDir, { recursive: true, force: true });
  // The Lighthouse server stays on the embedded database whatever the shell has set.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  if (agent) {
    const made = spawnSync(
      process.execPath,
      ['dist/server/create-agent.js', '--email', agent.email, '--username', agent.username],
      {
        stdio: 'inherit',
        env: {
          ...inherited,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          DATA_DIR: dataDir,
          AGENT_PASSWORD: agent.password,
        },
      },
    );
    if (made.status !== 0) throw new Error('create-agent failed for the bench agent');
  }
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...env,
    },
  });
  // A fresh embedded database needs an initdb: seconds on a quiet machine, minutes on a busy one.
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (exit code ${code}) before answering`)),
    ),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 300_000), exited]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** The server's own process (spawned directly, no shell), for its memory. */
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!keep) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves dist/client with scripts stripped from every page, brotli for text like the product. */
export async function startScriptFreeServer(port, clientDir = 'dist/client') {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = /\.[a-z0-9]+$/i.test(path) ? path : join(path, 'index.html');
    const ext = file.slice(file.lastIndexOf('.'));
    try {
      let body = await readFile(join(clientDir, file));
      if (ext === '.html') body = Buffer.from(stripScripts(body.toString()));
      const headers = {
        'Content-Type': types[ext] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      };
      const accept = req.headers['accept-encoding'] ?? '';
      if (/\.(html|css|svg|json|webmanifest)$/.test(file) && /\b(br|gzip)\b/.test(accept)) {
        // The product's choice: brotli when accepted, else gzip.
        const br = /\bbr\b/.test(accept);
        body = br
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 9 });
        headers['Content-Encoding'] = br ? 'br' : 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
