import { useEffect, useState } from 'react';
import { statusOf } from '../../../lib/api-client';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';
import { getDashboard } from '../api/get-dashboard';

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'ready'; data: DashboardResponse }
  | { kind: 'failed'; status: number | undefined };

/** The summary of the signed-in person, fetched each time the dashboard opens (it is live data). */
export function useDashboard(userId: string): { state: DashboardState; retry: () => void } {
  const [state, setState] = useState<DashboardState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    getDashboard().then(
      (data) => alive && setState({ kind: 'ready', data }),
      (error: unknown) => alive && setState({ kind: 'failed', status: statusOf(error) }),
    );
    return () => {
      alive = false;
    };
  }, [userId, attempt]);

  return {
    state,
    retry: () => {
      setState({ kind: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
