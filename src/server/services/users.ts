// Accounts: creation (uniqueness enforced by the database's lower() indexes), lookup for login, and
// the allow-list of fields that may leave the server.
import { or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../shared/auth-schemas';
import type { RegisterData } from '../../shared/register-schema';
import type { FieldErrors } from '../../shared/field-errors';
import { pgConstraint, pgErrorCode, type AppDb } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { hashPassword } from './passwords';

export type UserRow = typeof users.$inferSelect;

const USERNAME_TAKEN = 'That username is taken. Try another one.';
const EMAIL_TAKEN = 'An account with that email already exists. Try logging in.';

/** The only user fields any answer carries. Never spread a row into a response. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

async function takenFields(db: AppDb, username: string, email: string): Promise<FieldErrors> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${username.toLowerCase()}`, sql`lower(${users.email}) = ${email}`),
    );
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (row.username.toLowerCase() === username.toLowerCase()) errors.username = USERNAME_TAKEN;
    if (row.email.toLowerCase() === email) errors.email = EMAIL_TAKEN;
  }
  return errors;
}

function conflict(fields: FieldErrors): HttpError {
  return new HttpError(409, 'Some details are already in use.', fields);
}

export async function createUser(
  db: AppDb,
  data: Omit<RegisterData, 'website'>,
  role: UserRow['role'] = 'member',
): Promise<UserRow> {
  const email = data.email.toLowerCase();
  // The pre-check names both fields when both are taken; the unique index decides races.
  const taken = await takenFields(db, data.username, email);
  if (Object.keys(taken).length) throw conflict(taken);
  const passwordHash = await hashPassword(data.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...data, email, passwordHash, role })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    const constraint = pgConstraint(error) ?? '';
    throw conflict(/email/i.test(constraint) ? { email: EMAIL_TAKEN } : { username: USERNAME_TAKEN });
  }
}

/** A user by username or email, both without case. */
export async function findUserForLogin(db: AppDb, usernameOrEmail: string): Promise<UserRow | undefined> {
  const needle = usernameOrEmail.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`))
    .limit(1);
  return row;
}

export async function findUserByUsername(db: AppDb, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}
