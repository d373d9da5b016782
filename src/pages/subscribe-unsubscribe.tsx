import { Link, useSearch } from 'wouter';
import { StandardPage } from '@/components/ui/standard-page';
import { UnsubscribeByLink } from '@/features/subscribe/components/unsubscribe-by-link';
import type { PageProps } from './page-props';

/** The page an email's unsubscribe link opens: works without logging in (the link is the key). */
export default function SubscribeUnsubscribePage({ match }: PageProps) {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <StandardPage
      title={match.route.title}
      description="Stop email from Harbor Point Insurance & Financial."
      lead="One click, and the emails stop. No login needed."
    >
      {token ? (
        <UnsubscribeByLink token={token} />
      ) : (
        <p>
          This page needs the link from one of our emails. Members can also stop email updates from their{' '}
          <Link href="/dashboard">dashboard</Link>.
        </p>
      )}
    </StandardPage>
  );
}
