// The engine's entry bundles for the browser on its own (issue 47): no Node module, no server code,
// no database driver in it. Its compressed size is printed, the cost of answering offline; most of
// it is zxcvbn's English word lists (spelling.ts and search-index.ts read one, the import holds all).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./answer-from-index.ts', import.meta.url));
/** What only a server has: its code, its database drivers. */
const SERVER_ONLY = /(?:^|\/)src\/server\/|node_modules\/(?:drizzle-orm|pg|@electric-sql|nodemailer)\//;
const WORD_LISTS = /node_modules\/@zxcvbn-ts\//;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the chat engine's browser bundle", () => {
  it('bundles for the browser with no Node or server import', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => SERVER_ONLY.test(input) || input.startsWith('node:'))).toEqual([]);
    const code = result.outputFiles[0]!.contents;
    const [output] = Object.values(result.metafile.outputs);
    const lists = Object.entries(output!.inputs)
      .filter(([input]) => WORD_LISTS.test(input))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    console.log(
      `[chat engine bundle] ${kb(gzipSync(code).length)} gzip, ${kb(code.length)} unminified ` +
        `(${inputs.length} modules; zxcvbn's word lists ${kb(lists)} of it)`,
    );
  }, 60_000);
});
