// Quote leads in the agent console: filtered lists with contact details (agents only), status
// changes (logged), and a CSV export guarded against formula injection in spreadsheet programs.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LEAD_STATUSES,
  updateLeadSchema,
  type Lead,
  type LeadListing,
  type LeadListResponse,
  type LeadQuery,
} from '../../shared/agent-schemas';
import type { AppDb } from '../db/client';
import { quoteLeads } from '../db/schema';
import { describeAnswers } from '../../shared/quote-answer-labels';
import { recordAction } from './agent-activity';
import { agentPage } from './agent-page';
import { changeStatus } from './agent-status-change';
import type { AgentDeps } from './agent-questions';
import type { SessionUser } from './sessions';

type LeadFilter = LeadListing;
type LeadRow = typeof quoteLeads.$inferSelect;

/** An export is for a working list, not a backup; beyond this the filters should narrow it. */
export const CSV_MAX_ROWS = 5000;

const whereOf = (filter: LeadFilter) =>
  and(
    filter.line ? eq(quoteLeads.line, filter.line) : undefined,
    filter.status ? eq(quoteLeads.status, filter.status) : undefined,
  );

/** A status's place in the work (new, contacted, quoted, closed), not its spelling's. */
const statusOrder = sql`case ${quoteLeads.status} ${sql.join(
  LEAD_STATUSES.map((status, i) => sql`when ${status} then ${i}`),
  sql` `,
)} end`;

/**
 * The order the agent chose: by when the lead was sent (newest first unless they ask for the
 * oldest), by surname then first name, by line, or by status; the newest first within each.
 */
function orderOf({ sort = 'sent', dir }: LeadListing): SQL[] {
  const by = (dir ?? (sort === 'sent' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const columns = {
    sent: [quoteLeads.createdAt],
    name: [sql`lower(${quoteLeads.lastName})`, sql`lower(${quoteLeads.firstName})`],
    line: [quoteLeads.line],
    status: [statusOrder],
  }[sort];
  return [...columns.map((column) => by(column)), desc(quoteLeads.createdAt), desc(quoteLeads.id)];
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    reference: row.reference,
    line: row.line,
    service: row.service,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    contactTime: row.contactTime,
    answers: (row.answers ?? {}) as Record<string, unknown>,
    fromMember: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLeads(db: AppDb, query: LeadQuery): Promise<LeadListResponse> {
  const where = whereOf(query);
  return agentPage(
    db,
    query.page,
    { table: quoteLeads, where },
    (limit, offset) =>
      db
        .select()
        .from(quoteLeads)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(limit)
        .offset(offset),
    toLead,
  );
}

export async function updateLead(
  deps: AgentDeps,
  agent: SessionUser,
  id: string,
  { status }: z.output<typeof updateLeadSchema>,
): Promise<Lead> {
  const row = await changeStatus<LeadRow, typeof status>(deps, agent, {
    table: quoteLeads,
    id,
    status,
    what: 'That lead',
    action: 'lead.update',
    targetType: 'lead',
  });
  return toLead(row);
}

/**
 * One CSV cell. A cell that a spreadsheet would read as a formula (= + - @, or a leading tab or
 * carriage return) gets an apostrophe first, so it shows as text (OWASP "CSV Injection").
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = [
  'Reference',
  'Received',
  'Line',
  'Service',
  'Status',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Best time to call',
  'From a member',
  'Answers',
] as const;

/** A lead's answers in one cell, as the console lists them: "Vehicles: 2; Drivers: 1". */
function answersCell(answers: unknown): string {
  return describeAnswers((answers ?? {}) as Record<string, unknown>)
    .map(({ label, text }) => `${label}: ${text}`)
    .join('; ');
}

export async function exportLeadsCsv(
  deps: AgentDeps,
  agent: SessionUser,
  filter: LeadFilter,
): Promise<{ csv: string; rows: number }> {
  const rows = await deps.db
    .select()
    .from(quoteLeads)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter))
    .limit(CSV_MAX_ROWS);
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.reference,
        row.createdAt.toISOString(),
        row.line,
        row.service,
        row.status,
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.contactTime,
        row.userId ? 'yes' : 'no',
        answersCell(row.answers),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // Exports carry contact details out of the system: who took them, and when, is worth keeping.
  await recordAction(deps.db, {
    agentId: agent.id,
    action: 'lead.export',
    targetType: 'lead',
    targetId: null,
    detail: { rows: rows.length, line: filter.line ?? null, status: filter.status ?? null },
    now: deps.now(),
  });
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
