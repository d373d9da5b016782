// The call of the page a change-of-address link opens (decision 216).
import { api } from '@/lib/api-client';

/** 200 with the account's new address; 400 (used, old, cut) or 409 (address taken) at `token`. */
export function confirmEmailChange(token: string): Promise<{ ok: true; email: string }> {
  return api('/api/account/email-change/confirm', { method: 'POST', body: { token } });
}
