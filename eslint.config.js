import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importLayersPlugin } from './scripts/eslint/import-layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The classic hook rules; the React Compiler rules of v7 misread objects that carry a ref.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Imports flow one way (STYLE.md); docs/decisions/071-import-rules-in-lint.md.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: importLayersPlugin },
    rules: { 'house/import-layers': 'error' },
  },
  {
    // jotai's useAtomValue renders every reader twice after it mounts (decision 247). A relative
    // import climbs four folders at the most (decision 070): deeper, `@/` says where it lands
    // (scripts/ excepted: it is outside src/, so `@/` cannot name it).
    // One rule entry for both: a second no-restricted-imports block would replace this one.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/atom-hooks.ts', 'src/lib/atom-hooks.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){5,}(?!scripts/)',
              message: 'Climbing five folders or more: import it as @/... (decision 070).',
            },
          ],
          paths: [
            {
              name: 'jotai',
              importNames: ['useAtomValue', 'useAtom'],
              message: "Use src/lib/atom-hooks.ts: jotai's re-renders each reader after it subscribes.",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere, type-only ones included (decision 161).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { house: importLayersPlugin },
    rules: { 'house/no-cycle': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/**/*.js', 'public/**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
      },
    },
  },
);
