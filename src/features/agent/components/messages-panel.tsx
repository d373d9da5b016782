// Contact-form messages: new ones first by default, each with the sender's details and a button
// that marks it answered (or new again). The change is read out by the console's live region.
import { formatAgencyDateTime } from '@/shared/format-date';
import { useState } from 'react';
import { statusOf } from '../../../lib/api-client';
import { SelectField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ContactMessage } from '../../../shared/agent-schemas';
import { FIRST_CONTACT_FILTER, listContactMessages, type ContactFilter } from '../api/list-contact-messages';
import { updateContactMessage } from '../api/update-contact-message';
import { useRemote } from '../../../lib/use-remote';
import { consoleKeys } from '../../../shared/console-loads';
import { useAnnounce } from '../state/console-status';
import { formatPhone } from '../../../shared/format-phone';
import { contactLabel, contactStatusLabels } from '../state/labels';
import { LoadProblem } from './load-problem';
import { Pager } from './pager';
import { EmailLink } from '../../../components/ui/email';

const filterOptions = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
];

function MessageCard({
  message,
  onChange,
}: {
  message: ContactMessage;
  onChange: (next: ContactMessage) => void;
}) {
  const announce = useAnnounce();
  const [saving, setSaving] = useState(false);
  const next = message.status === 'new' ? 'answered' : 'new';

  async function toggle() {
    if (saving) return;
    setSaving(true);
    try {
      onChange(await updateContactMessage(message.id, next));
      announce(`Message ${message.reference} marked ${next}.`);
    } catch (error) {
      announce(
        `Message ${message.reference} was not changed (${statusOf(error) ?? 'no connection'}).`,
        'error',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="console__card">
      <h3>{message.name}</h3>
      <p className="console__meta">
        <span className={`badge badge--${message.status}`}>{contactStatusLabels[message.status]}</span>{' '}
        {message.reference} · {contactLabel('topic', message.topic)} · sent{' '}
        {formatAgencyDateTime(message.createdAt)}
      </p>
      <dl className="console__facts">
        <dt>Email</dt>
        <dd>
          <EmailLink email={message.email} />
        </dd>
        {message.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${message.phone.replace(/[^0-9+]/g, '')}`}>{formatPhone(message.phone)}</a>
            </dd>
          </>
        )}
        <dt>Prefers</dt>
        <dd>{contactLabel('method', message.preferredContact)}</dd>
      </dl>
      <div className="console__body">{message.message}</div>
      {/* The button keeps its place and focus; only its words change with the status. */}
      {/* aria-disabled, not disabled: a disabled button drops focus, and the reader would be lost. */}
      <Button variant="secondary" aria-disabled={saving} onClick={() => void toggle()}>
        {next === 'answered' ? `Mark ${message.reference} answered` : `Mark ${message.reference} new again`}
      </Button>
    </li>
  );
}

export function MessagesPanel() {
  const [status, setStatus] = useState<ContactFilter>(FIRST_CONTACT_FILTER);
  const [page, setPage] = useState(1);
  const messages = useRemote(consoleKeys.messages(status, page), () => listContactMessages(status, page));

  function replace(message: ContactMessage) {
    messages.setData((current) => ({
      ...current,
      items: current.items.map((item) => (item.id === message.id ? message : item)),
    }));
  }

  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading">Contact messages</h2>
      <div className="console__filters">
        <SelectField
          formId="messages"
          name="status"
          label="Show"
          placeholder="All messages"
          options={filterOptions}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ContactFilter);
            setPage(1);
          }}
        />
      </div>
      {messages.failure !== undefined && (
        <LoadProblem failure={messages.failure} what="the contact messages" onRetry={messages.reload} />
      )}
      {messages.loading && !messages.data && <Skeleton size="console" />}
      {messages.data && (
        <>
          {messages.data.items.length === 0 && <p>No messages here.</p>}
          <ul className="console__cards">
            {messages.data.items.map((message) => (
              <MessageCard key={message.id} message={message} onChange={replace} />
            ))}
          </ul>
          <Pager label="Pages of messages" of={messages.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}
