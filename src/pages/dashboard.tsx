import { useState } from 'react';
import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { isLoggedIn, useSession } from '../features/auth/state/session';
import { EmailUpdates } from '../features/dashboard/components/email-updates';
import { MemberBenefits } from '../features/dashboard/components/member-benefits';
import { MemberSummary } from '../features/dashboard/components/member-summary';
import { useDashboard } from '../features/dashboard/hooks/use-dashboard';
import { greeting } from '../features/dashboard/state/greeting';
import { PushOptIn } from '../features/push-notices/components/push-opt-in';
import { MyQuestions } from '../features/questions/components/my-questions';
import type { PublicUser } from '../shared/auth-schemas';
import { memberIntros } from '../shared/member-intros';
import { DashboardShell, GreetingLine } from '@/features/dashboard/components/dashboard-shell';
import type { PageProps } from './page-props';

export default function DashboardPage({ match }: PageProps) {
  const { user, ready } = useSession();
  // The prerendered shell's layout (decision 195) until the session is known.
  if (!ready) return <DashboardShell title={match.route.title} />;
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
  // The greeting has a line of its own above the heading, so the heading and the intro are the
  // prerendered shell's, painted before the session is known (decision 195).
  return (
    <StandardPage
      title={title}
      eyebrow={<GreetingLine text={greeting(user, openedAt)} />}
      lead={memberIntros.dashboard}
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
          {!agent && <PushOptIn />}
          <p>
            <Link href="/dashboard/account">Your account: details, password, devices and data</Link>
          </p>
        </>
      )}
    </StandardPage>
  );
}
