import { api } from '../../../lib/api-client';
import type { LoginInput } from '../../../shared/auth-schemas';

/** POST /api/auth/login: the user itself on success (spec section 7). */
export function loginUser(input: LoginInput): Promise<unknown> {
  return api('/api/auth/login', { method: 'POST', body: input });
}
