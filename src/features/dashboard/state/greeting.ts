// The dashboard's first words. "Welcome back" is only true for someone who has been here before: a
// member whose account is under an hour old has just registered and gets a plain welcome.
import type { PublicUser } from '../../../shared/auth-schemas';

export const NEW_MEMBER_MS = 60 * 60 * 1000;

export function greeting(user: Pick<PublicUser, 'firstName' | 'createdAt'>, now: number): string {
  const created = Date.parse(user.createdAt);
  const isNew = Number.isFinite(created) && now - created < NEW_MEMBER_MS;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${user.firstName}.`;
}
