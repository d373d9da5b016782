import { api } from '../../../lib/api-client';
import type { LeadListResponse, LeadSort, LeadStatus, SortDirection } from '../../../shared/agent-schemas';

export interface LeadFilter {
  line: string;
  status: LeadStatus | '';
  sort: LeadSort;
  dir: SortDirection;
}

/** A column's own first direction: the newest leads first, names and the rest from the start. */
export const firstDirection = (sort: LeadSort): SortDirection => (sort === 'sent' ? 'desc' : 'asc');

/** The filter and its order as query parameters, defaults left out (the server's query is strict). */
function leadParams(filter: LeadFilter): Record<string, string | undefined> {
  const sorted = filter.sort !== 'sent' || filter.dir !== 'desc';
  return {
    line: filter.line || undefined,
    status: filter.status || undefined,
    sort: sorted ? filter.sort : undefined,
    dir: sorted ? filter.dir : undefined,
  };
}

/** The filter as a query string, empty values left out. */
export function leadFilterQuery(filter: LeadFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(leadParams(filter))) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The CSV export with the same filters and order; a plain link, so the browser downloads it. */
export function leadsCsvHref(filter: LeadFilter): string {
  return `/api/agent/leads.csv${leadFilterQuery(filter)}`;
}

/** GET /api/agent/leads: newest first unless sorted, with contact details. */
export function listLeads(filter: LeadFilter, page: number): Promise<LeadListResponse> {
  return api<LeadListResponse>('/api/agent/leads', { query: { ...leadParams(filter), page } });
}
