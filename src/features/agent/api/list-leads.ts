import { api } from '../../../lib/api-client';
import type { LeadListResponse, LeadStatus } from '../../../shared/agent-schemas';

export interface LeadFilter {
  line: string;
  status: LeadStatus | '';
}

/** The filter as a query string, empty values left out (the server's query is strict). */
export function leadFilterQuery(filter: LeadFilter): string {
  const query = new URLSearchParams();
  if (filter.line) query.set('line', filter.line);
  if (filter.status) query.set('status', filter.status);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The CSV export with the same filters; a plain link, so the browser downloads the attachment. */
export function leadsCsvHref(filter: LeadFilter): string {
  return `/api/agent/leads.csv${leadFilterQuery(filter)}`;
}

/** GET /api/agent/leads: newest first, with contact details. */
export function listLeads(filter: LeadFilter, page: number): Promise<LeadListResponse> {
  return api<LeadListResponse>('/api/agent/leads', {
    query: { line: filter.line || undefined, status: filter.status || undefined, page },
  });
}
