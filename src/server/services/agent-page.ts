// One page of an agent list: the rows of that page and the count of all that match, in the shape
// every agent list answers (page, pageSize, total, items). The queues, leads, messages and the
// action log all page this way.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AGENT_PAGE_SIZE } from '../../shared/agent-schemas';
import type { AppDb } from '../db/client';

export interface AgentPage<T> {
  page: number;
  pageSize: number;
  total: number;
  items: T[];
}

export async function agentPage<Row, Item>(
  db: AppDb,
  page: number,
  /** The rows to count, or how to know their number without counting them (questions, below). */
  counted: { table: PgTable; where?: SQL } | (() => Promise<number>),
  rows: (limit: number, offset: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<AgentPage<Item>> {
  const list = await rows(AGENT_PAGE_SIZE, (page - 1) * AGENT_PAGE_SIZE);
  const total =
    typeof counted === 'function'
      ? await counted()
      : ((await db.select({ n: count() }).from(counted.table).where(counted.where))[0]?.n ?? 0);
  return { page, pageSize: AGENT_PAGE_SIZE, total, items: list.map(toItem) };
}
