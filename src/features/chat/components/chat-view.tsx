// The chat screen: conversations on the side (behind a button on a phone), the open thread whose
// messages scroll inside it, and the composer pinned at the bottom.
import Headset from 'lucide-react/icons/headset';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useConversations } from '../hooks/use-conversations';
import { useDeviceAnswers } from '../hooks/use-device-answers';
import { useHandoff } from '../hooks/use-handoff';
import { useScreenHeight } from '../hooks/use-screen-height';
import { useSend } from '../hooks/use-send';
import { ConversationList } from './conversation-list';
import { ChatIntroText } from './chat-intro';
import { Composer } from './composer';
import { HandoffPanel } from './handoff-panel';
import { MessageItem } from './message-item';
import { withDeviceTurns } from '../state/device-turns';
import { storedBeforeTurn } from '../state/live-turn';
// The chat's styles are in the site-wide stylesheet: an inline <style> would break the CSP
// (style-src 'self'), and they cost about 2 kB gzipped of CSS (decision 116).
import '../chat.css';

const STARTERS = [
  'What does Medicare Part B cover?',
  'How much life insurance does a young family need?',
  'Does my home policy cover water damage?',
];

export function ChatView() {
  const { cache, loaded, readOnDevice, online, activeId, setActiveId, refresh, keep, remove } =
    useConversations();
  const deviceAnswers = useDeviceAnswers(online);
  const { turn, clearTurn, deviceTurns, error, draft, setText, submit, stop } = useSend({
    activeId,
    online,
    setActiveId,
    refresh,
    keep,
  });
  const scroller = useRef<HTMLDivElement>(null);
  useScreenHeight();

  // The dashboard's card opens the chat as /dashboard/chat?ask=...: a new conversation with the
  // question in the composer. The address drops the question once it is there.
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const ask = new URLSearchParams(search).get('ask');
    if (!ask) return;
    asked.current = ask;
    setActiveId(null);
    navigate('/dashboard/chat', { replace: true });
  }, [search, navigate, setActiveId]);
  // The launcher's chat shortcut opens /dashboard/chat?resume=last: the member's last conversation,
  // from the device, online or not, once per page load. The address keeps the query: a reload (a
  // new service worker taking over) resumes again instead of opening an empty conversation.
  const resume = new URLSearchParams(search).get('resume') === 'last';
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || !readOnDevice || resumed.current) return;
    resumed.current = true;
    const last = cache.summaries[0]?.id;
    if (last) setActiveId(last);
  }, [resume, readOnDevice, cache.summaries, setActiveId]);
  useEffect(() => {
    if (asked.current === null || activeId) return;
    setText(asked.current);
    asked.current = null;
  }, [activeId, setText]);

  const detail = activeId ? cache.details[activeId] : undefined;
  const summary = cache.summaries.find((s) => s.id === activeId);
  const handoff = useHandoff(activeId, summary?.questionId, () => activeId && void refresh(activeId, false));
  const liveHere = turn && (turn.conversationId === activeId || (!turn.conversationId && !activeId));
  const stored = detail?.messages ?? [];
  // The member's message is shown once: the live turn's copy, not also the stored one. Turns the
  // device answered offline show where they were asked.
  const messages = liveHere
    ? [...withDeviceTurns(storedBeforeTurn(stored, turn), deviceTurns, activeId), turn.question, turn.reply]
    : withDeviceTurns(stored, deviceTurns, activeId);
  const streaming = Boolean(turn?.streaming);

  // The newest message in view, as in any messenger: on opening a conversation, on a new message
  // and as a reply streams in. A reply taller than the view is read from its start: the list
  // follows it until its first line reaches the top, then stays (the sources come last).
  // Only the list scrolls; the composer below it never moves.
  const replyText = turn?.reply.text;
  useLayoutEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = messages.length ? scrollTarget(list) : 0;
  }, [activeId, messages.length, replyText, loaded]);

  const open = (id: string | null) => {
    if (streaming) return;
    clearTurn();
    handoff.close();
    setActiveId(id as string);
  };

  // While the member decides, the panel takes the composer's place: both at once left a phone's
  // messages a strip and cut off the box.
  const deciding = ['confirm', 'sending', 'failed'].includes(handoff.state.kind);
  const askHandoff = handoff.ask;

  return (
    <div className="chat">
      <ConversationList
        summaries={cache.summaries}
        activeId={activeId}
        onDevice={cache.details}
        online={online}
        onOpen={open}
        onNew={() => open(null)}
      />
      <section className="chat-thread" aria-label={summary?.title ?? 'New conversation'}>
        <div className="chat-thread__head">
          <h2 className="chat-thread__title">{summary?.title ?? 'New conversation'}</h2>
          {activeId && !streaming && (
            <div className="chat-thread__actions">
              <Button variant="secondary" onClick={askHandoff}>
                <Headset aria-hidden="true" size={18} /> Talk to an agent
              </Button>
              <Button
                variant="ghost"
                disabled={!online}
                onClick={() => window.confirm('Delete this conversation?') && void remove(activeId)}
              >
                <Trash2 aria-hidden="true" size={18} />
                <span className="chat-wide-only">Delete</span>
              </Button>
            </div>
          )}
        </div>
        {/* Focusable, so the keyboard can scroll it too (a conversation of plain text has no link):
            axe's scrollable-region-focusable. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="chat-scroll" ref={scroller} role="region" aria-label="Messages" tabIndex={0}>
          {!loaded ? null : messages.length === 0 ? (
            <div className="chat-empty">
              <ChatIntroText />
              <ul className="chat-suggestions" aria-label="Questions to start with">
                {STARTERS.map((starter) => (
                  <li key={starter}>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setText(starter)}
                    >
                      {starter}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol className="chat-messages" aria-live="polite" aria-busy={streaming}>
              {messages.map((message, index) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  streaming={streaming && index === messages.length - 1}
                  onHandoff={activeId ? askHandoff : undefined}
                />
              ))}
            </ol>
          )}
        </div>
        <HandoffPanel
          state={handoff.state}
          online={online}
          onConfirm={() => void handoff.confirm()}
          onCancel={handoff.close}
        />
        <Composer
          hidden={deciding}
          note={messages.length > 0}
          text={draft.text}
          pending={draft.pending}
          online={online}
          deviceAnswers={deviceAnswers}
          streaming={streaming}
          error={error}
          onText={setText}
          onSubmit={submit}
          onStop={stop}
        />
      </section>
    </div>
  );
}

/** Where the list rests: its end, or the top of a last reply that is taller than the view. */
function scrollTarget(list: HTMLElement): number {
  const end = list.scrollHeight - list.clientHeight;
  const last = list.querySelector<HTMLElement>('.chat-message:last-child:not(.chat-message--user)');
  if (!last) return end;
  // A little of the question above stays in view, so the reply reads as the answer to it.
  const start = last.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop - 24;
  return Math.max(0, Math.min(end, start));
}
