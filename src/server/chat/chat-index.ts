// The chat's in-memory index (src/shared/chat-engine/search-index.ts) of this database's
// knowledge_passages: built once per database handle and rebuilt only when the table changes. Each
// question costs one tiny query (the table's version, one row), never a scan of every passage.
import { eq } from 'drizzle-orm';
import { buildChatIndex, type ChatIndex, type IndexedPassage } from '../../shared/chat-engine/search-index';
import type { AppDb } from '../db/client';
import { knowledgePassages, serverMeta } from '../db/schema';

interface Cached {
  signature: string;
  index: Promise<ChatIndex>;
}
const cache = new WeakMap<AppDb, Cached>();
const VERSION_KEY = 'knowledge_version';

/**
 * The index of this database's passages. The table's version (server_meta 'knowledge_version',
 * bumped in the same transaction by every statement that changes the passages, migration 0017)
 * says whether the one built before is still current: one row read by its key, where counting the
 * passages took 130-150 ms at 100,000 of them.
 */
export async function chatIndex(db: AppDb): Promise<ChatIndex> {
  const [row] = await db
    .select({ value: serverMeta.value })
    .from(serverMeta)
    .where(eq(serverMeta.key, VERSION_KEY));
  const signature = row?.value ?? '0';
  const cached = cache.get(db);
  if (cached?.signature === signature) return cached.index;
  const index = db
    .select({
      id: knowledgePassages.id,
      source: knowledgePassages.source,
      url: knowledgePassages.url,
      title: knowledgePassages.title,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
    })
    .from(knowledgePassages)
    .then((rows) => buildChatIndex(rows as IndexedPassage[]));
  cache.set(db, { signature, index });
  index.catch(() => cache.delete(db));
  return index;
}
