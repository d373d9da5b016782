import { Link } from 'wouter';
import { PageHead } from '../../../components/ui/page-head';
import { PageHeading } from '../../../components/ui/page-heading';
import { agency } from '../../../shared/agency';

/** What a member (or an agent whose session ended) sees instead of the console: a 403, said plainly. */
export function StaffOnly({ expired = false }: { expired?: boolean }) {
  return (
    <article className="page page--error">
      <PageHead title="For agency staff only" noindex />
      <PageHeading>This area is for agency staff</PageHeading>
      <p className="page__lead">
        {expired
          ? 'Your session has ended. Log in again with your agent account to use the console.'
          : 'The agent console is where our licensed agents answer questions and follow up on quotes. Your account is a member account, so it cannot open it.'}
      </p>
      <p className="cluster">
        <Link href="/dashboard" className="button button--primary">
          Go to your dashboard
        </Link>
        <Link href="/dashboard/ask" className="button button--secondary">
          Ask us a question
        </Link>
      </p>
      <p>
        To reach an agent directly, call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY{' '}
        {agency.tty}).
      </p>
    </article>
  );
}
