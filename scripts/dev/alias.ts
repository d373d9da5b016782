// The one path alias, `@/` -> `src/`, for Vite (client and SSR builds) and vitest. TypeScript and
// tsx read the same alias from tsconfig.base.json (docs/decisions/070-one-path-alias.md).
import { fileURLToPath } from 'node:url';

export const srcAlias = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../../src/', import.meta.url)) },
];
