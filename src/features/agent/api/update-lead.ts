import { api } from '../../../lib/api-client';
import type { Lead, LeadStatus } from '../../../shared/agent-schemas';

/** PATCH /api/agent/leads/:id: the lead with its new status. */
export function updateLead(id: string, status: LeadStatus): Promise<Lead> {
  return api<Lead>(`/api/agent/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}
