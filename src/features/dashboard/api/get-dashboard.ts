import { api } from '../../../lib/api-client';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';

/** GET /api/dashboard: the signed-in person's questions, unread answers, quotes; agents' queue sizes. */
export function getDashboard(): Promise<DashboardResponse> {
  return api<DashboardResponse>('/api/dashboard');
}
