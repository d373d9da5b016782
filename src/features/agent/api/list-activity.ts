import { api } from '../../../lib/api-client';
import type { ActivityResponse } from '../../../shared/agent-schemas';

/** GET /api/agent/activity: who did what, newest first. */
export function listActivity(page: number): Promise<ActivityResponse> {
  return api<ActivityResponse>('/api/agent/activity', { query: { page } });
}
