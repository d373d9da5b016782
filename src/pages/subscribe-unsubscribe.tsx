import { Link, useSearch } from 'wouter';
import { UnsubscribeByLink } from '@/features/subscribe/components/unsubscribe-by-link';
import { UnsubscribeFrame } from '@/features/subscribe/components/unsubscribe-frame';
import type { PageProps } from './page-props';

/** The page an email's unsubscribe link opens: works without logging in (the link is the key). */
export default function SubscribeUnsubscribePage({ match }: PageProps) {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <UnsubscribeFrame title={match.route.title}>
      {token ? (
        <UnsubscribeByLink token={token} />
      ) : (
        <p>
          This page needs the link from one of our emails. Members can also stop email updates from their{' '}
          <Link href="/dashboard">dashboard</Link>.
        </p>
      )}
    </UnsubscribeFrame>
  );
}
