// An agent moves a contact message or a quote lead to another status: the row is locked, changed
// and logged in one transaction (the action log gets its reference and the statuses, never contact
// details), then returned as it now is. A malformed or unknown id is 404.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { idParamSchema } from '../../shared/fields';
import { inTransaction } from '../db/client';
import { recordAction, type ActionRecord } from './agent-activity';
import type { AgentDeps } from './agent-questions';
import { notFound } from './authz';
import type { SessionUser } from './sessions';

interface StatusTarget<S extends string> {
  table: PgTable & { id: PgColumn };
  id: string;
  status: S;
  /** For the 404: "That message". */
  what: string;
  action: ActionRecord['action'];
  targetType: ActionRecord['targetType'];
}

export async function changeStatus<Row extends { reference: string; status: S }, S extends string>(
  deps: AgentDeps,
  agent: SessionUser,
  target: StatusTarget<S>,
): Promise<Row> {
  const { table, id, status } = target;
  if (!idParamSchema.safeParse(id).success) throw notFound(target.what);
  const now = deps.now();
  return inTransaction(deps.db, async (db) => {
    // Drizzle cannot type a query on a table passed in; the rows are the caller's Row.
    const [before] = (await db
      .select()
      .from(table as never)
      .where(eq(table.id, id))
      .for('update')) as Row[];
    if (!before) throw notFound(target.what);
    const [row] = (await db
      .update(table)
      .set({ status } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    await recordAction(db, {
      agentId: agent.id,
      action: target.action,
      targetType: target.targetType,
      targetId: id,
      detail: { reference: before.reference, status: { from: before.status, to: status } },
      now,
    });
    return row ?? before;
  });
}
