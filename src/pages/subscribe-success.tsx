import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { agency } from '../shared/agency';
import type { PageProps } from './page-props';

/** A static confirmation: this page has no content payload. */
export default function SubscribeSuccessPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      description="Your subscription to the Harbor Point newsletter is confirmed."
      lead="Thank you. Your subscription is confirmed."
    >
      <p>
        The newsletter arrives once a month. Each email has a link to unsubscribe, or you can ask us at{' '}
        <a href={`mailto:${agency.email}`}>{agency.email}</a>.
      </p>
      <h2>While you wait for the first issue</h2>
      <ul className="link-list">
        <li>
          <Link href="/content">Browse our guides, articles and series</Link>
        </li>
        <li>
          <Link href="/resources/medicare-guide">Read the Medicare guide</Link>
        </li>
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
      </ul>
    </StandardPage>
  );
}
