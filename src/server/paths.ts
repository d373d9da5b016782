// Where the server finds the files it reads at run time, from its own place rather than the working
// directory. Two layouts (decision 161): from source this module is src/server/paths.ts (tsx,
// vitest); built, it is inlined into dist/server/index.js or dist/server/create-agent.js by
// scripts/build-server.mjs. Either way its folder is the server's folder, one below the root.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = new URL('./', import.meta.url);
const bundled = basename(fileURLToPath(import.meta.url)) !== 'paths.ts';

/** The build's folder: `dist/` beside the server bundle, or the repository's `dist/` from source. */
const buildDir = bundled ? new URL('../', serverDir) : new URL('../../dist/', serverDir);

/** Drizzle's migrations: src/server/db/migrations, copied by the build to dist/server/db/migrations. */
export const migrationsFolder = fileURLToPath(new URL('db/migrations', serverDir));

/** The default STATIC_DIR: the built site. */
export const defaultStaticDir = fileURLToPath(new URL('client', buildDir));

/** The default CHAT_PASSAGES_FILE: the chat's passages, written by `npm run build`. */
export const defaultChatPassagesFile = fileURLToPath(new URL('server/chat-passages.json', buildDir));
