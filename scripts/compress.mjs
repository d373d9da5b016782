// Build step (decision 076): writes `name.br` (quality 11) and `name.gz` (level 9) beside every text
// file in dist/client, once, so the server never compresses at request time. Runs last, after the
// prerender and the service worker, so it sees every file the server will send. A form that is not
// smaller than the file is not written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(html|js|mjs|css|json|map|svg|webmanifest|xml|txt|vtt)$/i;

export async function compressDir(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name));
  let raw = 0;
  let packed = 0;
  // A few at a time: enough to keep both cores busy, not so many that memory spikes.
  for (let i = 0; i < files.length; i += 8) {
    await Promise.all(
      files.slice(i, i + 8).map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        const bytes = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gz(bytes, { level: 9 }),
        ]);
        if (br.length < bytes.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
        raw += bytes.length;
        packed += Math.min(br.length, bytes.length);
      }),
    );
  }
  return { files: files.length, raw, brotli: packed };
}
