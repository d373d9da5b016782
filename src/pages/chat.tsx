import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { ChatView } from '../features/chat/components/chat-view';
import type { PageProps } from './page-props';

export default function ChatPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
      lead="Ask about cover, Medicare and your options. Answers come from our own guides, with links to them, and an agent is one tap away."
    >
      <ChatView />
    </StandardPage>
  );
}
