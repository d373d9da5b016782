// The conversation list and the open conversation: shown from the device at once, then refreshed
// from the server when online. Offline, what the device holds is all there is, and that is enough.
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { useCallback, useEffect, useState } from 'react';
import { statusOf } from '../../../lib/api-client';
import { appStore, rereadIdb } from '../../../lib/store';
import type { ConversationDetail, ConversationSummary } from '../../../shared/chat-schemas';
import { deleteConversation, getConversation, listConversations } from '../api/conversations';
import {
  chatCache,
  chatCacheKey,
  EMPTY_CHAT,
  storeDetail,
  withoutConversation,
  withServerList,
  withStreamedTurn,
  type ChatCache,
} from '../state/chat-store';
import type { LiveTurn } from '../state/live-turn';
import { useOnline } from '@/lib/use-online';

// The latest value, for callbacks that run after awaits (a render's `cache` may be stale by then).
export const readCache = () => appStore.get(chatCache.valueAtom);

/** The member's most recent conversations kept whole on the device, so they read offline too. */
export const KEPT_FOR_OFFLINE = 20;

/**
 * Fetches, one at a time, the recent conversations the device holds no current copy of (never
 * opened here, or changed since: an agent's answer). Stops when `stillWanted` says so.
 */
async function keepForOffline(
  summaries: readonly ConversationSummary[],
  stillWanted: () => boolean,
  setCache: (cache: ChatCache) => void,
): Promise<void> {
  for (const summary of summaries.slice(0, KEPT_FOR_OFFLINE)) {
    if (!stillWanted()) return;
    if (readCache().details[summary.id]?.updatedAt === summary.updatedAt) continue;
    const detail = await getConversation(summary.id).catch(() => undefined);
    if (!detail || !stillWanted()) return;
    setCache(storeDetail(readCache(), detail));
  }
}

export function useConversations() {
  const cache = useAtomValue(chatCache.valueAtom);
  const loaded = useAtomValue(chatCache.loadedAtom);
  const setCache = useSetAtom(chatCache.valueAtom);
  const online = useOnline();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [listFailed, setListFailed] = useState(false);
  // Set once this visit's read of the device has answered (`loaded` may be set before it: a value
  // forgotten or written in memory).
  const [readOnDevice, setReadOnDevice] = useState(false);

  // Read from the device on every visit, not once per app: a logout since the last visit wiped the
  // stored copy (member prefix), and the atom in memory must not show the previous member's chats.
  // A turn kept while the device was being read is newer than what the read returns: kept.
  useEffect(() => rereadIdb(chatCache.valueAtom, chatCacheKey, EMPTY_CHAT, () => setReadOnDevice(true)), []);

  // The server's list, once the device's copy is read (so the write does not race the read).
  useEffect(() => {
    if (!loaded || !online) return;
    let alive = true;
    // A conversation started while the list is on its way is not in it, and must not be dropped.
    const knownWhenAsked = new Set(readCache().summaries.map((s) => s.id));
    listConversations().then(
      ({ conversations }) => {
        if (!alive) return;
        setListFailed(false);
        setCache(withServerList(readCache(), conversations, knownWhenAsked));
        void keepForOffline(conversations, () => alive && navigator.onLine, setCache);
      },
      () => alive && setListFailed(true),
    );
    return () => {
      alive = false;
    };
    // Only on arrival and when the network comes back.
  }, [loaded, online, setCache]);

  const refresh = useCallback(
    async (id: string, first = false): Promise<ConversationDetail | null> => {
      try {
        const detail = await getConversation(id);
        setCache(storeDetail(readCache(), detail, first));
        return detail;
      } catch (error) {
        if (statusOf(error) === 404) {
          setCache(withoutConversation(readCache(), id));
          setActiveId((current) => (current === id ? null : current));
        }
        return null;
      }
    },
    [setCache],
  );

  // Opening a conversation shows the device's copy and fetches the current one (agents' answers).
  useEffect(() => {
    if (activeId && online) void refresh(activeId);
  }, [activeId, online, refresh]);

  const remove = useCallback(
    async (id: string) => {
      await deleteConversation(id);
      setCache(withoutConversation(readCache(), id));
      setActiveId((current) => (current === id ? null : current));
    },
    [setCache],
  );

  const keep = useCallback(
    (id: string, turn: LiveTurn) =>
      setCache(withStreamedTurn(readCache(), id, turn, new Date().toISOString())),
    [setCache],
  );

  return {
    cache,
    loaded,
    readOnDevice,
    online,
    activeId,
    setActiveId,
    refresh,
    keep,
    remove,
    listFailed,
    setCache,
  };
}
