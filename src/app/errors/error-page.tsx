import { Link } from 'wouter';
import { PageHead } from '../../components/ui/page-head';
import { PageHeading } from '../../components/ui/page-heading';
import { agency } from '../../shared/agency';

interface ErrorPageProps {
  title: string;
  message: string;
  /** Extra actions, e.g. a Retry button for a page that failed to load. */
  children?: React.ReactNode;
}

/** The error page inside the normal layout: what went wrong, a way home, and a human to call. */
export function ErrorPage({ title, message, children }: ErrorPageProps) {
  return (
    <article className="page page--error">
      <PageHead title={title} noindex />
      <PageHeading>{title}</PageHeading>
      <p className="page__lead">{message}</p>
      {children}
      <p>
        <Link href="/" className="button button--primary">
          Go to the home page
        </Link>
      </p>
      <p>
        If you need help, call us at <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty}
        ).
      </p>
    </article>
  );
}

export function NotFoundPage({ path }: { path: string }) {
  return <ErrorPage title="Page Not Found" message={`Page not found: ${path}`} />;
}
