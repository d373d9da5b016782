// What the subscribe-success page shows below its answer, whatever the answer (and its shell).
import { Link } from 'wouter';

export const SUBSCRIBED_DESCRIPTION = 'Your choice of email updates from Harbor Point Insurance & Financial.';

export function AfterwardsLinks() {
  return (
    <>
      <p>
        Every email has a link to unsubscribe. Members can change topics or stop the emails from their{' '}
        <Link href="/dashboard">dashboard</Link>.
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
    </>
  );
}
