// The how-to docs compile: every code block in docs/forms.md, docs/adding-a-page.md and
// docs/contracts.md that is a whole file (its first line names it: "// src/shared/callback-schema.ts")
// is typechecked at that path, beside the real code, with the project's compiler options; a block
// that starts "// add to <path>" is typechecked at the end of that file. A doc
// whose example imports a moved module or calls an old signature fails here, not in a newcomer's
// editor. Blocks that are a line or two to paste into an existing file are listed, not compiled.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const DOCS = ['docs/forms.md', 'docs/adding-a-page.md', 'docs/contracts.md'];

interface Block {
  doc: string;
  line: number;
  lang: string;
  code: string;
}

/** The fenced blocks of a markdown file, their indentation (inside a list item) taken off. */
function blocksOf(doc: string): Block[] {
  const blocks: Block[] = [];
  const lines = readFileSync(resolve(root, doc), 'utf8').split('\n');
  let open: { indent: string; lang: string; line: number; body: string[] } | undefined;
  lines.forEach((text, i) => {
    const fence = /^(\s*)```(\w*)\s*$/.exec(text);
    if (fence && !open) open = { indent: fence[1]!, lang: fence[2]!, line: i + 1, body: [] };
    else if (fence && open) {
      const code = open.body.map((l) => (l.startsWith(open!.indent) ? l.slice(open!.indent.length) : l));
      blocks.push({ doc, line: open.line, lang: open.lang, code: code.join('\n') });
      open = undefined;
    } else open?.body.push(text);
  });
  return blocks;
}

const blocks = DOCS.flatMap(blocksOf);
/** "// src/shared/callback-schema.ts": a whole file; "// add to src/server/db/schema.ts": its end. */
const FILE_COMMENT = /^\/\/ (add to )?(src\/[\w./-]+\.tsx?)\s*$/;
/** The docs' new files, by absolute path. */
const files = new Map<string, Block>();
/** What the docs add to existing files, by absolute path. */
const additions = new Map<string, string>();
for (const block of blocks) {
  const [, add, path] = FILE_COMMENT.exec(block.code.split('\n')[0] ?? '') ?? [];
  if (!path || !['ts', 'tsx'].includes(block.lang)) continue;
  const name = resolve(root, path);
  if (add) additions.set(name, `${additions.get(name) ?? ''}\n${block.code}`);
  else files.set(name, block);
}
/**
 * What docs/forms.md asks for in words rather than in a block: a field of RateLimits (its value in
 * defaultLimits goes beside the others). Declared here so that the route's block can use it.
 */
additions.set(
  resolve(root, 'src/server/services/rate-limit.ts'),
  '\nexport interface RateLimits { callbackPerIp: Limit }',
);
const docDirs = new Set([...files.keys()].flatMap((name) => parents(name)));

function parents(name: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(name); dir.startsWith(root) && dir !== root; dir = dirname(dir)) out.push(dir);
  return out;
}

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  noEmit: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node', 'vite/client'],
  baseUrl: root,
  paths: { '@/*': ['./src/*'] },
};

/** The real file system, with the docs' files at their paths (where one exists, the doc's wins). */
function hostWithDocs(): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, directoryExists } = host;
  const text = (name: string) => {
    const own = files.get(resolve(name))?.code ?? readFile.call(host, name);
    const added = additions.get(resolve(name));
    return own === undefined || added === undefined ? own : `${own}${added}`;
  };
  host.fileExists = (name) => files.has(resolve(name)) || fileExists.call(host, name);
  host.directoryExists = (name) => docDirs.has(resolve(name)) || (directoryExists?.call(host, name) ?? false);
  host.readFile = text;
  host.getSourceFile = (name, language) => {
    const source = text(name);
    return source === undefined ? undefined : ts.createSourceFile(name, source, language, true);
  };
  return host;
}

describe('the how-to docs', () => {
  it('hold whole files to compile', () => {
    expect(files.size).toBeGreaterThanOrEqual(7);
  });

  it("compile: every whole file of their code typechecks at its path beside the project's code", () => {
    const program = ts.createProgram([...files.keys()], options, hostWithDocs());
    const diagnostics = (source: ts.SourceFile) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    const where = (source: ts.SourceFile, d: ts.Diagnostic) =>
      source.getLineAndCharacterOfPosition(d.start ?? 0).line;
    const message = (d: ts.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, ' ');
    const problems = [...files.keys()].flatMap((name) => {
      const source = program.getSourceFile(name)!;
      const block = files.get(name)!;
      return diagnostics(source).map(
        (d) => `${block.doc}:${block.line + 1 + where(source, d)} ${message(d)}`,
      );
    });
    // What a doc adds to an existing file: the problems in the added lines only.
    for (const [name, added] of additions) {
      const source = program.getSourceFile(name);
      if (!source) continue;
      const start = source.text.length - added.length;
      for (const d of diagnostics(source))
        if ((d.start ?? 0) >= start) problems.push(`added to ${name.slice(root.length + 1)}: ${message(d)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
