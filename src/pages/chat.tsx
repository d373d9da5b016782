import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function ChatPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      lead="Ask the chat assistant about cover, Medicare and your options."
    >
      <ComingSoon />
    </StandardPage>
  );
}
