import { api } from '../../../lib/api-client';
import type { LoginInput } from '../../../shared/auth-schemas';

/** POST /api/auth/login: the user itself on success (docs/contracts.md, "The auth API"). */
export function loginUser(input: LoginInput): Promise<unknown> {
  return api('/api/auth/login', { method: 'POST', body: input });
}
