import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { DelayedLoading } from '../components/ui/delayed-loading';
import { StandardPage } from '../components/ui/standard-page';
import { isLoggedIn, useSession } from '../features/auth/state/session';
import { JsonLd } from '../features/content/components/json-ld';
import { QuestionView } from '../features/questions/components/question-view';
import { useQuestion } from '../features/questions/hooks/use-question';
import { config } from '../lib/config';
import { useHydrated } from '../lib/use-hydrated';
import type { QuestionDetail } from '../shared/questions-schemas';
import { qaPageLd } from '../shared/structured-data';
import type { PageProps } from './page-props';

const dashboardLink = <Link href="/dashboard">Dashboard</Link>;

// Only the author sees it, after hydration: its form code (zod and the field rules) loads then, not
// with the page every reader opens (decision 242).
const FollowUpForm = lazy(() =>
  import('../features/questions/components/follow-up-form').then((module) => ({
    default: module.FollowUpForm,
  })),
);

export default function QuestionPage({ match }: PageProps) {
  const id = match.params.id ?? '';
  const { state, retry } = useQuestion(id);
  // The question as a follow-up just left it (open again, the follow-up in its thread).
  const [updated, setUpdated] = useState<QuestionDetail>();
  const hydrated = useHydrated();

  if (state.kind === 'loading') return <DelayedLoading label="Loading the question…" />;
  if (state.kind === 'not-found' || state.kind === 'failed') {
    const missing = state.kind === 'not-found';
    return (
      <StandardPage
        title={missing ? 'Question not found' : 'The question could not be loaded'}
        eyebrow={dashboardLink}
        lead={
          missing
            ? 'There is no question at this address that you can read. It may be private to the member who asked it.'
            : 'We could not reach our server. Check your connection and try again.'
        }
      >
        {missing ? (
          <p>
            <Link href="/dashboard/search">Search the answers</Link> or{' '}
            <Link href="/dashboard/ask">ask your own question</Link>.
          </p>
        ) : (
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        )}
      </StandardPage>
    );
  }

  const question = updated?.id === state.question.id ? updated : state.question;
  const pageUrl = `${config.siteUrl}/dashboard/question/${question.id}`;
  return (
    <StandardPage title={question.title} description={question.body.slice(0, 160)} eyebrow={dashboardLink}>
      {question.visibility === 'public' && <JsonLd data={qaPageLd(question, pageUrl)} />}
      <QuestionView question={question} />
      {/* Only the author may follow up; the server's copy (for everyone) has no form. */}
      {hydrated && question.mine && (
        <Suspense fallback={null}>
          <FollowUpForm question={question} onSent={setUpdated} />
        </Suspense>
      )}
      <NextSteps />
    </StandardPage>
  );
}

/**
 * Members go on to ask or search; a visitor (or a crawler) is offered the way to become one. The
 * server renders the visitor's links (it renders for no one in particular), so a member's links
 * come only after hydration: before, they would not match the server's HTML.
 */
function NextSteps() {
  const hydrated = useHydrated();
  const { user, ready } = useSession();
  if (hydrated && ready && isLoggedIn(user)) {
    return (
      <p className="cluster">
        <Link href="/dashboard/ask" className="button button--secondary">
          Ask a question
        </Link>
        <Link href="/dashboard/search" className="button button--ghost">
          Search answers
        </Link>
      </p>
    );
  }
  return (
    <p className="cluster">
      <Link href="/login?redirect=%2Fdashboard%2Fask" className="button button--secondary">
        Log in to ask your own question
      </Link>
      <Link href="/register" className="button button--ghost">
        Create a free account
      </Link>
    </p>
  );
}
