import { statusOf } from '../../../lib/api-client';
import { useRemote } from '../../../lib/use-remote';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';
import { getDashboard } from '../api/get-dashboard';

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'ready'; data: DashboardResponse }
  | { kind: 'failed'; status: number | undefined };

/** The summary of the signed-in person, fetched each time the dashboard opens (it is live data). */
export function useDashboard(userId: string): { state: DashboardState; retry: () => void } {
  const remote = useRemote(userId, getDashboard);
  const state: DashboardState =
    remote.failure !== undefined
      ? { kind: 'failed', status: statusOf(remote.error) }
      : remote.data !== undefined
        ? { kind: 'ready', data: remote.data }
        : { kind: 'loading' };
  return { state, retry: remote.retry };
}
