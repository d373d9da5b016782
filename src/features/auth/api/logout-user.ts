import { api } from '../../../lib/api-client';

/** POST /api/auth/logout: ends the server session and expires the cookies. */
export function logoutUser(): Promise<unknown> {
  return api('/api/auth/logout', { method: 'POST' });
}
