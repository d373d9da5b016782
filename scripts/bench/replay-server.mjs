// The ceiling of the page figure (decision 160): plain node:http answering every request with one
// captured answer of the product (its status, headers and compressed bytes), no routing, no cache, no
// work. Its rate is what the load generator can take of that answer on this machine; the product's
// page is measured against it as well as against the bare route. `node replay-server.mjs PORT`, then
// the capture as JSON on stdin: { status, headers, body (base64) }.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';

const capture = JSON.parse(await text(process.stdin));
const body = Buffer.from(capture.body, 'base64');
// Node writes these itself for every answer, as it does for the product's.
const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const headers = Object.fromEntries(
  Object.entries(capture.headers).filter(([name]) => !own.has(name.toLowerCase())),
);

createServer((req, res) => {
  req.resume();
  res.writeHead(capture.status, headers);
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
