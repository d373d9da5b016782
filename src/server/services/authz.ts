// Who may see what: the "not yours is not found" rule (404), so no route answers differently for
// another's data. Sessions and roles (401, 403) are checked by write/session.ts's loadSession.
import { HttpError } from '../http-error';
import type { SessionUser } from './sessions';

export const notFound = (what = 'That page') => new HttpError(404, `${what} was not found.`);

/** Members see their own things; agents see every member's. Anything else is "not found", never 403. */
export function canSeeOwned(user: SessionUser | undefined, ownerId: string | null): boolean {
  if (!user) return false;
  return user.role === 'agent' || user.id === ownerId;
}
