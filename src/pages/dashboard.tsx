import { Link } from 'wouter';
import { DelayedLoading } from '../components/ui/delayed-loading';
import { StandardPage } from '../components/ui/standard-page';
import { isLoggedIn, useSession } from '../features/auth/state/session';
import type { PageProps } from './page-props';

const memberLinks = [
  {
    href: '/dashboard/ask',
    label: 'Ask a question',
    text: 'A licensed agent answers within one business day.',
  },
  { href: '/dashboard/search', label: 'Search questions', text: 'See what other members asked.' },
  { href: '/dashboard/chat', label: 'Chat assistant', text: 'Quick answers at any hour.' },
  {
    href: '/dashboard/WebsiteBuild',
    label: 'Get started with your website',
    text: 'Our website-build offer.',
  },
];

export default function DashboardPage({ match }: PageProps) {
  const { user, ready } = useSession();
  if (!ready) return <DelayedLoading label="Checking your session…" />;
  if (!isLoggedIn(user)) {
    return (
      <StandardPage
        title={match.route.title}
        lead="Log in to ask our agents questions, search answers and use the chat assistant."
      >
        <p>
          <Link href="/login?redirect=%2Fdashboard" className="button button--primary">
            Log in
          </Link>{' '}
          <Link href="/register" className="button button--secondary">
            Create an account
          </Link>
        </p>
      </StandardPage>
    );
  }
  return (
    <StandardPage title={match.route.title} lead={`Welcome back, ${user.firstName}.`}>
      <ul className="card-grid">
        {memberLinks.map((link) => (
          <li key={link.href} className="card">
            <h2>
              <Link href={link.href}>{link.label}</Link>
            </h2>
            <p>{link.text}</p>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
