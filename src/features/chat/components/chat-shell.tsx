// The chat screen's prerendered shell (decisions 195 and 241): the screen's frame with the
// new conversation's introduction, which the screen itself opens on. Nothing a member typed or
// saved: the list's bar and the composer are placeholders of their size, so nothing can be typed
// into a box that is about to be replaced.
import { Skeleton } from '../../../components/ui/skeleton';
import { ChatIntroText } from './chat-intro';
import '../chat.css';

export function ChatShell() {
  return (
    <div className="chat">
      <div className="chat-list">
        <Skeleton size="chat-bar" />
      </div>
      <section className="chat-thread" aria-label="New conversation">
        <div className="chat-thread__head">
          <h2 className="chat-thread__title">New conversation</h2>
        </div>
        <div className="chat-scroll">
          <div className="chat-empty">
            <ChatIntroText />
          </div>
        </div>
        <Skeleton size="composer" />
      </section>
    </div>
  );
}
