import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import type { ConversationSummary } from '../../../shared/chat-schemas';
import { formatAgencyDate } from '@/shared/format-date';
import { Button } from '../../../components/ui/button';

interface ConversationListProps {
  summaries: ConversationSummary[];
  activeId: string | null;
  /** Conversations whose messages this device holds: the ones that open offline. */
  onDevice: Record<string, unknown>;
  online: boolean;
  onOpen: (id: string) => void;
  onNew: () => void;
}

export function ConversationList({
  summaries,
  activeId,
  onDevice,
  online,
  onOpen,
  onNew,
}: ConversationListProps) {
  return (
    <nav className="chat-list" aria-label="Your conversations">
      <Button variant="secondary" onClick={onNew} className="chat-list__new">
        <MessageSquarePlus aria-hidden="true" size={18} /> New conversation
      </Button>
      {summaries.length === 0 ? (
        <p className="chat-list__empty">Your conversations will be listed here.</p>
      ) : (
        <ul>
          {summaries.map((summary) => {
            const readable = online || Boolean(onDevice[summary.id]);
            return (
              <li key={summary.id}>
                <button
                  type="button"
                  className="chat-list__item"
                  aria-current={summary.id === activeId ? 'true' : undefined}
                  disabled={!readable}
                  onClick={() => onOpen(summary.id)}
                >
                  <span className="chat-list__title">{summary.title}</span>
                  <span className="chat-list__meta">
                    {formatAgencyDate(summary.updatedAt)}
                    {summary.questionId ? ' · sent to an agent' : ''}
                    {!readable ? ' · not saved on this device' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
