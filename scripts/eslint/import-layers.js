// The import rules of STYLE.md as an ESLint rule (docs/decisions/071-import-rules-in-lint.md). Each
// file under src/ sits on a floor; it may import from its own floor and the floors below, never
// above, and a feature never imports another feature. Relative and `@/` imports are both resolved to
// a path first, so the rule cannot be dodged by climbing with `../`. Code under src/ never imports
// scripts/ (build tooling) outside its tests; import cycles are import-cycles.js's (decision 161).
import path from 'node:path';
import { noCycleRule } from './import-cycles.js';

/** Floors from the bottom up; `imports` lists what a floor may use besides itself. */
const floors = {
  shared: [],
  lib: ['shared'],
  components: ['shared', 'lib'],
  features: ['shared', 'lib', 'components'],
  pages: ['shared', 'lib', 'components', 'features'],
  app: ['shared', 'lib', 'components', 'features', 'pages'],
  // src/main.tsx, src/entry-server.tsx, src/sw.ts: the entries sit on top of the browser floors.
  entry: ['shared', 'lib', 'components', 'features', 'pages', 'app'],
  // The server shares only src/shared with the browser. The SSR entry is the one exception: the
  // server may load the built page renderer through it, never a page or feature directly.
  server: ['shared', 'entry-server'],
};

/** The floor (and feature) of a path relative to the repository root, or undefined outside src/. */
export function floorOf(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  if (parts[0] !== 'src' || parts.length < 2) return undefined;
  if (parts.length === 2) {
    if (/^entry-server\.tsx?$/.test(parts[1])) return { floor: 'entry', name: 'entry-server' };
    return { floor: 'entry', name: parts[1] };
  }
  const top = parts[1];
  if (top === 'features') return { floor: 'features', name: 'features', feature: parts[2] };
  if (top in floors) return { floor: top, name: top };
  return undefined;
}

/** The import's target as a path relative to the root, or undefined for a package import. */
export function resolveImport(fromRelative, specifier) {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(fromRelative), specifier);
  return undefined;
}

/** src/ (the site and the server as they run) importing scripts/; test files may. */
function isBuildToolingImport(fromRelative, targetPath) {
  if (!fromRelative.startsWith('src/') || /\.test\.tsx?$/.test(fromRelative)) return false;
  return targetPath === 'scripts' || targetPath.startsWith('scripts/');
}

/** Why an import breaks the rules, or undefined when it is allowed. */
export function importProblem(fromRelative, specifier) {
  const from = floorOf(fromRelative);
  const targetPath = resolveImport(fromRelative, specifier);
  if (!targetPath) return undefined;
  if (isBuildToolingImport(fromRelative, targetPath)) {
    return 'code under src/ imports build tooling under scripts/: have the build write what it needs (tests may import scripts/)';
  }
  if (!from) return undefined;
  const to = floorOf(targetPath);
  if (!to) return undefined;
  if (from.floor === 'features' && to.floor === 'features') {
    return from.feature === to.feature
      ? undefined
      : `feature "${from.feature}" imports feature "${to.feature}": move what both need down to src/components, src/lib or src/shared, or compose them in a page`;
  }
  if (from.floor === to.floor) return undefined;
  const allowed = floors[from.floor];
  if (allowed.includes(to.floor) || allowed.includes(to.name)) return undefined;
  if (to.floor === 'server') return `${from.floor} code imports server code`;
  return `src/${from.floor === 'entry' ? from.name : from.floor} may not import src/${to.floor === 'entry' ? to.name : to.floor}`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way: shared -> lib, components -> features -> pages -> app.' },
    schema: [],
    messages: { layer: '{{problem}} (docs/decisions/071-import-rules-in-lint.md)' },
  },
  create(context) {
    const fromRelative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = importProblem(fromRelative, source.value);
      if (problem) context.report({ node: source, messageId: 'layer', data: { problem } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const importLayersPlugin = { rules: { 'import-layers': rule, 'no-cycle': noCycleRule } };
