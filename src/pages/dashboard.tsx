import { useState } from 'react';
import { Link } from 'wouter';
import { DelayedLoading } from '../components/ui/delayed-loading';
import { StandardPage } from '../components/ui/standard-page';
import { isLoggedIn, useSession } from '../features/auth/state/session';
import { EmailUpdates } from '../features/dashboard/components/email-updates';
import { MemberBenefits } from '../features/dashboard/components/member-benefits';
import { MemberSummary } from '../features/dashboard/components/member-summary';
import { useDashboard } from '../features/dashboard/hooks/use-dashboard';
import { greeting } from '../features/dashboard/state/greeting';
import { MyQuestions } from '../features/questions/components/my-questions';
import type { PublicUser } from '../shared/auth-schemas';
import type { PageProps } from './page-props';

export default function DashboardPage({ match }: PageProps) {
  const { user, ready } = useSession();
  if (!ready) return <DelayedLoading label="Checking your session…" />;
  if (!isLoggedIn(user)) {
    return (
      <StandardPage
        title={match.route.title}
        lead="Members ask our licensed agents questions in writing, search the answers and follow their quote requests. Log in, or create an account: it is free."
      >
        <MemberBenefits />
      </StandardPage>
    );
  }
  return <SignedIn title={match.route.title} user={user} />;
}

function SignedIn({ title, user }: { title: string; user: PublicUser }) {
  const { state, retry } = useDashboard(user.id);
  const agent = user.role === 'agent';
  // Read once: the page is rendered in the browser only (a member page), so no hydration to match.
  const [openedAt] = useState(() => Date.now());
  const hello = greeting(user, openedAt);
  return (
    <StandardPage
      title={title}
      lead={
        agent
          ? `${hello} Members' questions, quote requests and messages wait in the agent console.`
          : `${hello} Your questions, answers and quote requests are here.`
      }
    >
      <MemberSummary
        state={state}
        onRetry={retry}
        renderQuestions={(questions) => <MyQuestions questions={questions} />}
      />
      {/* Below the summary, so drawn with it: shown while it loads, they would be pushed down. */}
      {state.kind !== 'loading' && (
        <>
          {!agent && <EmailUpdates />}
          <p>
            <Link href="/dashboard/account">Your account: details, password, devices and data</Link>
          </p>
        </>
      )}
    </StandardPage>
  );
}
