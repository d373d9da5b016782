import FileText from 'lucide-react/icons/file-text';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Search from 'lucide-react/icons/search';
import { Link } from 'wouter';
import { Icon } from '../../../components/ui/icon';
import '../dashboard.css';

const benefits = [
  {
    icon: MessageCircleQuestion,
    title: 'Ask the agency',
    text: 'Send a question about your cover, Medicare or retirement. A licensed agent answers in writing, usually within one business day, and your dashboard marks new answers.',
  },
  {
    icon: Search,
    title: 'Search the answers',
    text: 'Search your own questions and the answers our agents have shared with all members, with the words you looked for highlighted.',
  },
  {
    icon: FileText,
    title: 'Follow your quotes',
    text: 'Quote requests you send while logged in are listed here with their reference and where they stand.',
  },
  {
    icon: MessagesSquare,
    title: 'Chat assistant',
    text: 'Quick answers from our own guides, with links to them, any time; an agent is one tap away.',
  },
];

/** What an account gives, for a visitor who is not logged in, and how to get one. */
export function MemberBenefits() {
  return (
    <>
      <p className="cluster">
        <Link href="/login?redirect=%2Fdashboard" className="button button--primary">
          Log in
        </Link>
        <Link href="/register" className="button button--secondary">
          Create a free account
        </Link>
      </p>
      <h2>What members get</h2>
      <ul className="card-grid dashboard__pairs">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="card">
            <Icon icon={benefit.icon} badge />
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
