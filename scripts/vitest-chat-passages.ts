// Vitest's global setup: the chat's passages, compiled once per run into a scratch file, as
// `npm run build` writes them for the server (decision 161). Test apps and the server processes
// the fault tests start read it through CHAT_PASSAGES_FILE, so no test needs a build first.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeChatPassages } from './content/chat-passages';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Set by hand (e.g. to dist/server/chat-passages.json): nothing to compile.
  if (process.env.CHAT_PASSAGES_FILE) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'harbor-chat-passages-'));
  const file = join(dir, 'chat-passages.json');
  await writeChatPassages(file);
  // Read by the test workers and the server processes they start, which inherit the environment.
  process.env.CHAT_PASSAGES_FILE = file;
  return () => rm(dir, { recursive: true, force: true });
}
