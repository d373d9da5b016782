import { PageHead } from '../components/ui/page-head';
import { PageHeading } from '../components/ui/page-heading';
import { ChatView } from '../features/chat/components/chat-view';
import type { PageProps } from './page-props';

/** An app screen (the route's 'screen' layout): a one-line heading, then the chat fills the rest. */
export default function ChatPage({ match }: PageProps) {
  return (
    <article className="page chat-screen">
      <PageHead title={match.route.title} />
      <PageHeading>{match.route.title}</PageHeading>
      <ChatView />
    </article>
  );
}
