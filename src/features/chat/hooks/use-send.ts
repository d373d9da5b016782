// Sending a message and streaming the reply in; Stop aborts the request (the server keeps what was
// sent so far). Offline, the device answers from its guides (decision 264), and each question it
// answered goes to the server once the device is online again, oldest first; a device that does not
// hold the guides yet keeps the message as a draft that goes out once online.
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationDetail } from '../../../shared/chat-schemas';
import { loadDeviceAnswerer, turnsOf } from '../api/device-answer';
import { ChatRequestError, refusalReason, streamChat } from '../api/stream-chat';
import { appStore, readIdb, rereadIdb } from '../../../lib/store';
import { readCache } from './use-conversations';
import { useDeviceTurnSync, type SendOutcome } from './use-device-turn-sync';
import { chatDraft, chatDraftKey, EMPTY_DRAFT, type ChatDraft } from '../state/chat-store';
import {
  deviceTurn,
  deviceTurnsKey,
  deviceTurnsStore,
  withConversationId,
  type DeviceTurn,
} from '../state/device-turns';
import { appendDelta, startTurn, withReplyParts, type LiveTurn } from '../state/live-turn';

interface SendOptions {
  activeId: string | null;
  online: boolean;
  setActiveId: (id: string) => void;
  /** Fetches the stored conversation after the reply; null when that failed. */
  refresh: (id: string, first: boolean) => Promise<ConversationDetail | null>;
  /** Keeps a finished turn on the device until the stored conversation replaces it. */
  keep: (id: string, turn: LiveTurn) => void;
}

export function useSend({ activeId, online, setActiveId, refresh, keep }: SendOptions) {
  const draft = useAtomValue(chatDraft.valueAtom);
  const draftLoaded = useAtomValue(chatDraft.loadedAtom);
  const setDraft = useSetAtom(chatDraft.valueAtom);
  const [turn, setTurn] = useState<LiveTurn | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Turns answered on this device and not yet sent, shown in their conversation.
  const deviceTurns = useAtomValue(deviceTurnsStore.valueAtom);
  const deviceTurnsLoaded = useAtomValue(deviceTurnsStore.loadedAtom);
  const deviceTurnsNow = useRef(deviceTurns);
  deviceTurnsNow.current = deviceTurns;
  const setDeviceTurns = useCallback(
    (change: (turns: DeviceTurn[]) => DeviceTurn[]) =>
      appStore.set(deviceTurnsStore.valueAtom, change(appStore.get(deviceTurnsStore.valueAtom))),
    [],
  );

  // Read on every visit, for the same reason as the conversations (use-conversations.ts); words
  // typed, or a turn answered, while the device was being read are newer and kept.
  useEffect(() => {
    const stopDraft = rereadIdb(chatDraft.valueAtom, chatDraftKey, EMPTY_DRAFT);
    const stopTurns = rereadIdb(deviceTurnsStore.valueAtom, deviceTurnsKey, []);
    return () => {
      stopDraft();
      stopTurns();
    };
  }, []);
  // Leaving the page stops a reply still coming (the server stores what it had sent).
  useEffect(() => () => controller.current?.abort(), []);

  /** Answers `text` from the guides on the device; false when the device does not hold them. */
  const answerHere = useCallback(
    async (text: string, conversationId: string | null, fromComposer = true) => {
      const answer = await loadDeviceAnswerer();
      if (!answer) return false;
      const stored = conversationId ? (readCache().details[conversationId]?.messages ?? []) : [];
      const earlier = deviceTurnsNow.current.filter((t) => t.conversationId === conversationId);
      const history = turnsOf([...stored, ...earlier.flatMap((t) => [t.question, t.reply])]);
      const turn = deviceTurn(conversationId, text, answer(text, history), stored.length);
      setDeviceTurns((turns) => [...turns, turn]);
      if (fromComposer) setDraft({ conversationId, text: '', pending: false });
      return true;
    },
    [setDraft, setDeviceTurns],
  );

  /** Whether the server holds `text` as a member's message after the first `held` messages. */
  const arrived = useCallback(
    async (conversationId: string, text: string, held: number) => {
      const stored = await refresh(conversationId, false);
      return Boolean(stored?.messages.slice(held).some((m) => m.role === 'user' && m.text === text));
    },
    [refresh],
  );

  /**
   * Sends `text`: from the composer, or (`fromComposer` false) a question the device answered
   * offline. `{ refused }`, with the reason in a few words, when the server refused it before
   * storing anything.
   */
  const send = useCallback(
    async (text: string, conversationId: string | null, fromComposer = true): Promise<SendOutcome> => {
      let outcome: SendOutcome = 'sent';
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      if (fromComposer) setDraft({ conversationId, text: '', pending: false });
      let id = conversationId;
      // A draft sent on reconnecting shows in its own conversation, whichever one is open.
      if (conversationId) setActiveId(conversationId);
      const held = conversationId ? readCache().details[conversationId]?.messages.length : 0;
      let live = startTurn(conversationId, text, held ?? 0);
      const update = (next: LiveTurn) => setTurn((live = next));
      update(live);
      // Set by the stream's first event: from then on the server holds the member's message.
      let started = false;
      try {
        await streamChat(
          { ...(conversationId ? { conversationId } : {}), message: text },
          {
            meta: (data) => {
              started = true;
              id = data.conversationId;
              update({ ...live, conversationId: id });
              // Turns answered here in a new conversation belong to the one the server just made.
              if (!conversationId)
                setDeviceTurns((turns) => withConversationId(turns, null, data.conversationId));
              setActiveId(id);
            },
            delta: (data) => update(appendDelta(live, data.text)),
            citations: (citations) => update(withReplyParts(live, { citations })),
            suggestions: (suggestions) => update(withReplyParts(live, { suggestions })),
            done: (data) => {
              update(withReplyParts({ ...live, streaming: false }, { id: data.messageId }));
              // On the device from now on, in its conversation: the live copy would show it twice.
              if (id) {
                keep(id, live);
                setTurn(null);
              }
            },
          },
          abort.signal,
        );
      } catch (failure) {
        const lostOnTheWay = !abort.signal.aborted && !started && failure instanceof TypeError;
        if (abort.signal.aborted) update(withReplyParts({ ...live, streaming: false }, { stopped: true }));
        else if (lostOnTheWay && conversationId && (await arrived(conversationId, text, held ?? 0))) {
          // The network failed after the server took the message (a reconnect does this): it is
          // stored, and the loop below fetches its reply. Answering or keeping it here would
          // make two of it.
        } else if (lostOnTheWay && (await answerHere(text, conversationId, fromComposer))) {
          // No network after all (fetch's TypeError, before anything was stored): answered here.
          setTurn(null);
          id = null;
        } else {
          // Nothing was stored when refused before the stream: the words go back into the composer
          // (a question the device answered goes back among its turns, for the next attempt).
          const reason =
            failure instanceof ChatRequestError
              ? failure.message
              : 'The connection dropped before the reply was complete. Try again.';
          if (!started) {
            if (fromComposer) setDraft({ conversationId, text, pending: false });
            outcome = { refused: failure instanceof ChatRequestError ? refusalReason(failure) : reason };
            id = null;
          }
          setError(reason);
          // A question the device answered is shown among its turns again, not as a turn of its own.
          if (!started && !fromComposer) setTurn(null);
          else update({ ...live, streaming: false });
        }
      } finally {
        controller.current = null;
      }
      // The stored conversation replaces the live turn; if it cannot be fetched, the live turn stays.
      // After Stop the server may still be storing the partial reply: ask again a moment later.
      for (let attempt = 0; id && attempt < 3; attempt += 1) {
        const stored = await refresh(id, true);
        if (!stored) break;
        if (stored.messages.at(-1)?.role !== 'user' || attempt === 2) {
          setTurn(null);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      return outcome;
    },
    [answerHere, arrived, keep, refresh, setActiveId, setDraft, setDeviceTurns],
  );

  const submit = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || controller.current) return;
      if (online) return void send(message, activeId);
      void answerHere(message, activeId).then(
        (answered) => answered || setDraft({ conversationId: activeId, text: message, pending: true }),
      );
    },
    [activeId, answerHere, online, send, setDraft],
  );

  // A message saved offline goes out by itself once the device is online again, from one tab only:
  // the tab holding the lock re-reads the stored draft, so another tab that already sent it is seen.
  useEffect(() => {
    if (!online || !draftLoaded || !draft.pending || controller.current) return;
    const sendStored = async () => {
      const stored = await readIdb<ChatDraft>(chatDraftKey);
      if (stored?.pending && !controller.current) await send(stored.text, stored.conversationId);
    };
    if (!navigator.locks) return void sendStored();
    void navigator.locks.request(chatDraftKey, { ifAvailable: true }, (lock) =>
      lock ? sendStored() : undefined,
    );
  }, [online, draftLoaded, draft, send]);

  useDeviceTurnSync({
    online,
    turns: deviceTurns,
    loaded: deviceTurnsLoaded,
    busy: controller,
    waits: draft.pending,
    send,
  });

  const stop = useCallback(() => controller.current?.abort(), []);
  const setText = useCallback(
    (text: string) => setDraft({ conversationId: activeId, text, pending: false }),
    [activeId, setDraft],
  );

  return { turn, clearTurn: () => setTurn(null), deviceTurns, error, draft, setText, submit, stop };
}
