// How the lists name the people in them: the user columns they select beside their own rows, the
// order of a history (oldest first), and the names shown from those columns (an agent's short name).
import { asc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** A person's name, joined from users beside the rows they wrote or own. */
export const nameColumns = { firstName: users.firstName, lastName: users.lastName };

/** The name and address agents see of a member. */
export const memberColumns = { ...nameColumns, email: users.email };

/** Oldest first, ties by id: answers and history events read in the order they were written. */
export const oldestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) =>
  [asc(table.createdAt), asc(table.id)] as const;

/** A display name for an agent: first name and surname initial; never an email. */
export const displayName = (first: string | null, last: string | null) =>
  first ? `${first}${last ? ` ${last.slice(0, 1)}.` : ''}` : 'Harbor Point agent';
