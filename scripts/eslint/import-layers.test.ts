import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
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
