// The agent console's action log: every change an agent makes is written in the same transaction
// as the change, so the log never claims what did not happen or misses what did.
import { desc, eq } from 'drizzle-orm';
import type { ActivityResponse, AgentAction } from '../../shared/agent-schemas';
import type { AppDb } from '../db/client';
import { agentActions, users } from '../db/schema';
import { agentPage } from './agent-page';
import { displayName, nameColumns } from './people';

export interface ActionRecord {
  agentId: string;
  action: AgentAction;
  targetType: 'question' | 'lead' | 'contact' | 'website-build';
  targetId: string | null;
  /** Ids, statuses and counts only: never contact details or message text. */
  detail?: Record<string, unknown>;
  now: Date;
}

export async function recordAction(db: AppDb, record: ActionRecord): Promise<void> {
  await db.insert(agentActions).values({
    agentId: record.agentId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    detail: record.detail ?? {},
    createdAt: record.now,
  });
}

/** Newest first, with the agent's display name. */
export async function listActivity(db: AppDb, page: number): Promise<ActivityResponse> {
  return agentPage(
    db,
    page,
    { table: agentActions },
    (limit, offset) =>
      db
        .select({
          id: agentActions.id,
          action: agentActions.action,
          targetType: agentActions.targetType,
          targetId: agentActions.targetId,
          detail: agentActions.detail,
          createdAt: agentActions.createdAt,
          ...nameColumns,
        })
        .from(agentActions)
        .leftJoin(users, eq(users.id, agentActions.agentId))
        .orderBy(desc(agentActions.createdAt), desc(agentActions.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      action: row.action as AgentAction,
      targetType: row.targetType as 'question' | 'lead' | 'contact',
      targetId: row.targetId,
      detail: (row.detail ?? {}) as Record<string, unknown>,
      agentName: row.firstName ? displayName(row.firstName, row.lastName) : null,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
