import { api } from '../../../lib/api-client';
import type { PublicUser } from '../../../shared/auth-schemas';

/** GET /api/auth/getByAuthToken: the user of the session cookie, 401 without one. */
export function getUserByAuthToken(): Promise<PublicUser> {
  return api<PublicUser>('/api/auth/getByAuthToken', { method: 'GET' });
}
