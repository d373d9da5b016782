import { api } from '../../../lib/api-client';
import type { PublicUser } from '../../../shared/auth-schemas';
import type { RegisterData } from '../../../shared/register-schema';

/** POST /api/auth/register: 201 with the new user. */
export function registerUser(input: RegisterData): Promise<PublicUser> {
  return api<PublicUser>('/api/auth/register', { method: 'POST', body: input });
}
