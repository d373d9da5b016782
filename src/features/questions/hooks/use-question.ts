import { useEffect, useState } from 'react';
import { statusOf } from '../../../lib/api-client';
import type { QuestionDetail } from '../../../shared/questions-schemas';
import { getQuestion } from '../api/get-question';
import { pageQuestion } from '../state/page-question';

export type QuestionState =
  | { kind: 'loading' }
  | { kind: 'ready'; question: QuestionDetail }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/**
 * The question of the page: the server-rendered copy first (so hydration matches), then always the
 * API's, which is current and, for the author, marks the answers read.
 */
export function useQuestion(id: string): { state: QuestionState; retry: () => void } {
  const [state, setState] = useState<QuestionState>(() => {
    const embedded = pageQuestion(id);
    return embedded ? { kind: 'ready', question: embedded } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    getQuestion(id).then(
      (question) => alive && setState({ kind: 'ready', question }),
      (error: unknown) => {
        if (!alive) return;
        if (statusOf(error) === 404) return setState({ kind: 'not-found' });
        // A page already showing the question keeps it; only an empty one says it failed.
        setState((current) => (current.kind === 'ready' ? current : { kind: 'failed' }));
      },
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  return {
    state,
    retry: () => {
      setState({ kind: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
