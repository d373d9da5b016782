import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importLayersPlugin, importProblem } from './import-layers.js';

describe('the import rules', () => {
  it('lets each floor import its own floor and the floors below', () => {
    expect(importProblem('src/lib/store.ts', '../shared/agency')).toBeUndefined();
    expect(importProblem('src/features/auth/state/session.ts', '@/lib/store')).toBeUndefined();
    expect(importProblem('src/features/auth/components/login-form.tsx', '../state/session')).toBeUndefined();
    expect(importProblem('src/pages/login.tsx', '../features/auth/components/login-form')).toBeUndefined();
    expect(importProblem('src/app/routes.tsx', '@/pages/home')).toBeUndefined();
    expect(importProblem('src/server/app.ts', '../shared/auth-schemas')).toBeUndefined();
  });

  it('refuses shared code that imports browser or server code', () => {
    expect(importProblem('src/shared/agency.ts', '../lib/config')).toMatch(/shared may not import src\/lib/);
    expect(importProblem('src/shared/agency.ts', '@/server/env')).toMatch(/imports server code/);
  });

  it('refuses a feature that reaches into another, however the path is spelt', () => {
    const problem = /feature "quotes" imports feature "auth"/;
    expect(importProblem('src/features/quotes/state/x.ts', '../../auth/state/session')).toMatch(problem);
    expect(importProblem('src/features/quotes/state/x.ts', '@/features/auth/state/session')).toMatch(problem);
  });

  it('refuses imports that climb up a floor', () => {
    expect(importProblem('src/components/ui/x.tsx', '@/features/auth/state/session')).toBeDefined();
    expect(importProblem('src/features/pwa/x.ts', '@/app/routes')).toBeDefined();
    expect(importProblem('src/pages/home.tsx', '@/app/route-view')).toBeDefined();
  });

  it('keeps the server away from browser code, except the SSR entry', () => {
    expect(importProblem('src/server/app.ts', '../lib/api-client')).toMatch(/may not import src\/lib/);
    expect(importProblem('src/server/app.ts', '../features/auth/state/session')).toBeDefined();
    expect(importProblem('src/server/routes/static.ts', '../../entry-server')).toBeUndefined();
    expect(importProblem('src/lib/x.ts', '@/server/env')).toMatch(/imports server code/);
  });

  it('keeps build tooling (scripts/) out of the site and the server, but not out of their tests', () => {
    const problem = /code under src\/ imports build tooling under scripts\//;
    expect(importProblem('src/server/chat/knowledge-index.ts', '../../../scripts/content/compile')).toMatch(
      problem,
    );
    expect(importProblem('src/shared/x.ts', '../../scripts/dev/alias')).toMatch(problem);
    expect(
      importProblem('src/server/chat/retrieval.test.ts', '../../../scripts/content/compile'),
    ).toBeUndefined();
    expect(importProblem('src/entry-server.test.tsx', '../scripts/content/compile')).toBeUndefined();
    expect(importProblem('scripts/prerender.ts', '../src/server/chat/passages')).toBeUndefined();
  });

  it('ignores packages and files outside src', () => {
    expect(importProblem('src/shared/agency.ts', 'zod')).toBeUndefined();
    expect(importProblem('scripts/prerender.ts', '@/server/env')).toBeUndefined();
  });

  it('reports through ESLint on imports, re-exports and dynamic imports', () => {
    const linter = new Linter({ configType: 'flat', cwd: '/repo' });
    const config = [
      {
        files: ['**/*.ts'],
        plugins: { house: importLayersPlugin },
        rules: { 'house/import-layers': 'error' as const },
      },
    ];
    const code = [
      "import { a } from '../features/auth/x';",
      "export { b } from '@/app/routes';",
      "const c = () => import('../pages/home');",
      "import { d } from './agency';",
    ].join('\n');
    const messages = linter.verify(code, config, '/repo/src/shared/thing.ts');
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3]);
    expect(messages[0]?.message).toContain('docs/decisions/071-import-rules-in-lint.md');
  });
});

describe('the import cycle rule', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const lint = (file: string, text: string) => {
    write(file, text);
    const linter = new Linter({ configType: 'flat', cwd: root });
    const config = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { house: importLayersPlugin },
        rules: { 'house/no-cycle': 'error' as const },
      },
    ];
    return linter.verify(text, config, join(root, file)).map((message) => message.message);
  };

  it('reports a cycle made of a type-only import, naming each file on it', () => {
    write('src/server/app-like.ts', "import { helper } from './chat/helper';\nexport const app = helper;\n");
    write('src/server/chat/helper.ts', "import type { Deps } from '../deps';\nexport const helper = 1;\n");
    const messages = lint(
      'src/server/deps.ts',
      "import { app } from '@/server/app-like';\nexport type Deps = typeof app;\n",
    );
    expect(messages).toEqual([
      'import cycle: src/server/deps.ts -> src/server/app-like.ts -> src/server/chat/helper.ts -> src/server/deps.ts (docs/decisions/161-compiled-server.md)',
    ]);
  });

  it('reports re-exports and dynamic imports that close a cycle, and nothing where imports flow one way', () => {
    write('lib/b.ts', "export * from './a';\n");
    expect(lint('lib/a.ts', "export const a = () => import('./b');\n")).toHaveLength(1);
    write('lib/leaf.ts', 'export const leaf = 1;\n');
    write('lib/middle.ts', "import { leaf } from './leaf';\nexport const middle = leaf;\n");
    expect(
      lint('lib/top.ts', "import { middle } from './middle';\nimport 'zod';\nexport const top = middle;\n"),
    ).toEqual([]);
  });
});
