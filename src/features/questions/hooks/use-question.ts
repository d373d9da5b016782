import { useRemote } from '../../../lib/use-remote';
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
  const remote = useRemote(
    id,
    () => getQuestion(id),
    () => pageQuestion(id),
  );
  // A page already showing the question keeps it; only an empty one says it failed.
  const state: QuestionState =
    remote.failure === 404
      ? { kind: 'not-found' }
      : remote.data !== undefined
        ? { kind: 'ready', question: remote.data }
        : remote.failure !== undefined
          ? { kind: 'failed' }
          : { kind: 'loading' };
  return { state, retry: remote.retry };
}
