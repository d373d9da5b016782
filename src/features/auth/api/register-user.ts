import { api } from '../../../lib/api-client';
import type { PublicUser, RegisterData } from '../../../shared/auth-schemas';

/** POST /api/auth/register: 201 with the new user. */
export function registerUser(input: RegisterData): Promise<PublicUser> {
  return api<PublicUser>('/api/auth/register', { method: 'POST', body: input });
}
