import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';
import type { DashboardState } from '../hooks/use-dashboard';
import { AgentPanel } from './agent-panel';
import { QuotesSent } from './quotes-sent';
import { WaysToAsk } from './ways-to-ask';
import { WebsiteBuildCard } from './website-build-card';
import '../dashboard.css';

interface MemberSummaryProps {
  state: DashboardState;
  onRetry: () => void;
  /** The list of the member's questions (the questions feature draws it; the page passes it in). */
  renderQuestions: (questions: DashboardResponse['questions']) => ReactNode;
}

/** A signed-in person's dashboard: for a member their questions and quotes, for an agent the console. */
export function MemberSummary({ state, onRetry, renderQuestions }: MemberSummaryProps) {
  if (state.kind === 'loading') return <Skeleton size="summary" />;
  if (state.kind === 'failed') {
    return (
      <div className="callout callout--warning" role="alert">
        <p>
          {state.status === undefined
            ? 'Your dashboard could not be loaded: you appear to be offline.'
            : 'Your dashboard could not be loaded just now.'}{' '}
          Please try again.
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const { data } = state;
  if (data.role === 'agent') return <AgentPanel counts={data.console} />;
  return (
    <>
      {data.unreadAnswers > 0 && <NewAnswers count={data.unreadAnswers} questions={data.questions} />}
      <section aria-labelledby="questions-heading" className="dashboard__section">
        <h2 id="questions-heading">Your questions</h2>
        {renderQuestions(data.questions)}
        <p>
          <Link href="/dashboard/ask" className="button button--primary">
            Ask a question
          </Link>
        </p>
      </section>
      <WaysToAsk />
      <QuotesSent quotes={data.quotes} />
      <WebsiteBuildCard build={data.websiteBuild} />
    </>
  );
}

/** The count, and a way straight to the answer: the first question with one (listed first below). */
function NewAnswers({ count, questions }: { count: number; questions: DashboardResponse['questions'] }) {
  const first = questions.find((question) => question.unreadCount > 0);
  return (
    <p className="notice" role="status">
      <strong>{count === 1 ? 'You have 1 new answer.' : `You have ${count} new answers.`}</strong>{' '}
      {first ? (
        <>
          <Link href={`/dashboard/question/${first.id}`}>Read the answer to “{first.title}”</Link>
          {count > 1 && '; the others are at the top of your questions below.'}
        </>
      ) : (
        'Open the question marked below to read it.'
      )}
    </p>
  );
}
