// No import cycles (decision 161): a file may not import, through any chain of relative or `@/`
// imports, something that imports it back. Type-only and dynamic imports count too: a type cycle is
// still two modules that cannot be understood apart. No import plugin (eslint-plugin-import-x) is
// installed, so the files a file reaches are read from disk and scanned with TypeScript's
// preProcessFile, which finds import specifiers without a full parse (and skips comments and strings).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SCANNED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.jsx', '/index.ts', '/index.tsx', '/index.js'];

/** The file an import names, or undefined for a package or a file that is not there. */
export function resolveSpecifier(fromFile, specifier, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  // `./x.js` written for ESM may name x.ts.
  const bases = /\.(m?js|jsx)$/.test(base) ? [base, base.replace(/\.(m?js|jsx)$/, '')] : [base];
  for (const candidate of bases) {
    for (const suffix of SUFFIXES) {
      const file = candidate + suffix;
      if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    }
  }
  return undefined;
}

/** Scanned imports per file, kept while the file's mtime and size stay the same. */
const cache = new Map();

function importsOnDisk(file, root) {
  if (!SCANNED.test(file)) return [];
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const known = cache.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.imports;
  const text = readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((ref) => resolveSpecifier(file, ref.fileName, root))
    .filter(Boolean);
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `target`, or undefined when there is none. */
function chainBack(start, target, importsOf) {
  const parent = new Map([[start, undefined]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const file = queue[i];
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = parent.get(file); at; at = parent.get(at)) chain.unshift(at);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles through relative or @/ imports, type-only ones included.' },
    schema: [],
    messages: { cycle: 'import cycle: {{chain}} (docs/decisions/161-compiled-server.md)' },
  },
  create(context) {
    const root = context.cwd;
    const self = path.resolve(context.filename);
    // One disk read per file per linted file: the cache above checks each file's stat once here.
    const seen = new Map();
    const importsOf = (file) => {
      if (!seen.has(file)) seen.set(file, importsOnDisk(file, root));
      return seen.get(file);
    };
    const relative = (file) => path.relative(root, file).split(path.sep).join('/');
    const reported = new Set();
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(self, source.value, root);
      if (!target || reported.has(target)) return;
      const chain = target === self ? [] : chainBack(target, self, importsOf);
      if (!chain) return;
      reported.add(target);
      const names = [self, ...chain, self].map(relative).join(' -> ');
      context.report({ node: source, messageId: 'cycle', data: { chain: names } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
