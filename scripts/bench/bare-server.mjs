// The reference every throughput figure is divided by: a bare Hono route on @hono/node-server that
// answers a small JSON body, in its own process like the product server. `node bare-server.mjs PORT`.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/bare', (c) => c.json({ ok: true, name: 'bare' }));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: '127.0.0.1' }, () => {
  process.stdout.write('ready\n');
});
process.on('SIGTERM', () => process.exit(0));
