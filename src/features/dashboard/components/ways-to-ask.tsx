import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import Phone from 'lucide-react/icons/phone';
import Search from 'lucide-react/icons/search';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { agency } from '../../../shared/agency';
import { ChatCard } from './chat-card';

/** The ways a member can get an answer: an agent in writing, the shared answers, the chat assistant. */
export function WaysToAsk() {
  return (
    <section aria-labelledby="ways-heading" className="dashboard__section">
      <h2 id="ways-heading">Get an answer</h2>
      <ul className="card-grid">
        <li>
          <Card
            href="/dashboard/ask"
            title="Ask a question"
            media={<Icon icon={MessageCircleQuestion} badge />}
          >
            <p>A licensed agent answers in writing, usually within one business day.</p>
          </Card>
        </li>
        <li>
          <Card href="/dashboard/search" title="Search answers" media={<Icon icon={Search} badge />}>
            <p>Your own questions and the answers our agents shared with all members.</p>
          </Card>
        </li>
        <li>
          <ChatCard />
        </li>
      </ul>
      <p className="dashboard__call">
        <Icon icon={Phone} /> Prefer to talk? Call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY{' '}
        {agency.tty}), {agency.hours[0].days} {agency.hours[0].time}.
      </p>
    </section>
  );
}
