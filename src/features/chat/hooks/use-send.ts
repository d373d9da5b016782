// Sending a message and streaming the reply in; Stop aborts the request (the server keeps what was
// sent so far). Offline, the message stays as a draft on the device and goes out once online.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationDetail } from '../../../shared/chat-schemas';
import { ChatRequestError, streamChat } from '../api/stream-chat';
import { chatDraft } from '../state/chat-store';
import { appendDelta, startTurn, withReplyParts, type LiveTurn } from '../state/live-turn';

interface SendOptions {
  activeId: string | null;
  online: boolean;
  setActiveId: (id: string) => void;
  /** Fetches the stored conversation after the reply; null when that failed. */
  refresh: (id: string, first: boolean) => Promise<ConversationDetail | null>;
}

export function useSend({ activeId, online, setActiveId, refresh }: SendOptions) {
  const draft = useAtomValue(chatDraft.valueAtom);
  const draftLoaded = useAtomValue(chatDraft.loadedAtom);
  const setDraft = useSetAtom(chatDraft.valueAtom);
  const loadDraft = useSetAtom(chatDraft.loadAtom);
  const [turn, setTurn] = useState<LiveTurn | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!draftLoaded) void loadDraft();
  }, [draftLoaded, loadDraft]);
  // Leaving the page stops a reply still coming (the server stores what it had sent).
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string, conversationId: string | null) => {
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      setDraft({ conversationId, text: '', pending: false });
      let id = conversationId;
      let live = startTurn(conversationId, text);
      const update = (next: LiveTurn) => setTurn((live = next));
      update(live);
      try {
        await streamChat(
          { ...(conversationId ? { conversationId } : {}), message: text },
          {
            meta: (data) => {
              id = data.conversationId;
              update({ ...live, conversationId: id });
              setActiveId(id);
            },
            delta: (data) => update(appendDelta(live, data.text)),
            citations: (citations) => update(withReplyParts(live, { citations })),
            suggestions: (suggestions) => update(withReplyParts(live, { suggestions })),
            done: () => update({ ...live, streaming: false }),
          },
          abort.signal,
        );
      } catch (failure) {
        if (abort.signal.aborted) update(withReplyParts({ ...live, streaming: false }, { stopped: true }));
        else {
          // Nothing was stored when refused before the stream: the words go back into the composer.
          if (!id) setDraft({ conversationId, text, pending: false });
          setError(
            failure instanceof ChatRequestError
              ? failure.message
              : 'The connection dropped before the reply was complete. Try again.',
          );
          update({ ...live, streaming: false });
        }
      } finally {
        controller.current = null;
      }
      // The stored conversation replaces the live turn; if it cannot be fetched, the live turn stays.
      if (id && (await refresh(id, true))) setTurn(null);
    },
    [refresh, setActiveId, setDraft],
  );

  const submit = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || controller.current) return;
      if (!online) return setDraft({ conversationId: activeId, text: message, pending: true });
      void send(message, activeId);
    },
    [activeId, online, send, setDraft],
  );

  // A message saved offline goes out by itself once the device is online again.
  useEffect(() => {
    if (online && draftLoaded && draft.pending && !controller.current) {
      void send(draft.text, draft.conversationId);
    }
  }, [online, draftLoaded, draft, send]);

  const stop = useCallback(() => controller.current?.abort(), []);
  const setText = useCallback(
    (text: string) => setDraft({ conversationId: activeId, text, pending: false }),
    [activeId, setDraft],
  );

  return { turn, clearTurn: () => setTurn(null), error, draft, setText, submit, stop };
}
