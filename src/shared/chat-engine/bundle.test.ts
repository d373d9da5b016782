// The engine's entry bundles for the browser on its own (issue 47): no Node module, no server code,
// no database driver in it, and minified and gzipped it stays under a ceiling: it is what a phone
// fetches to answer offline (decision 264). Most of it is the common English words spelling.ts
// reads, front-coded (english-words.ts); zxcvbn's package itself, 600 kB gzip whole, is not in it.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./answer-from-index.ts', import.meta.url));
/** What only a server has: its code, its database drivers. */
const SERVER_ONLY = /(?:^|\/)src\/server\/|node_modules\/(?:drizzle-orm|pg|@electric-sql|nodemailer)\//;
const WORD_LISTS = /(?:node_modules\/@zxcvbn-ts\/|chat-engine\/english-words\.ts$)/;
/** The engine, minisearch and the word list, minified and gzipped (1 kB = 1,000 bytes). */
const CEILING = 150_000;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe("the chat engine's browser bundle", () => {
  it('bundles for the browser with no Node or server import', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      minify: true,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => SERVER_ONLY.test(input) || input.startsWith('node:'))).toEqual([]);
    const code = result.outputFiles[0]!.contents;
    expect(inputs.filter((input) => input.includes('node_modules/@zxcvbn-ts/'))).toEqual([]);
    const [output] = Object.values(result.metafile.outputs);
    const lists = Object.entries(output!.inputs)
      .filter(([input]) => WORD_LISTS.test(input))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    console.log(
      `[chat engine bundle] ${kb(gzipSync(code).length)} gzip, ${kb(code.length)} minified ` +
        `(${inputs.length} modules; the word list ${kb(lists)} of it)`,
    );
    expect(gzipSync(code).length).toBeLessThan(CEILING);
  }, 60_000);
});
