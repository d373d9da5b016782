import { api } from '../../../lib/api-client';
import type { PasskeyLoginInput } from '../../../shared/passkey-schemas';

/** POST /api/auth/passkey/options: a fresh challenge for the device to sign. */
export async function getPasskeyLoginOptions(): Promise<Record<string, unknown>> {
  return (
    await api<{ options: Record<string, unknown> }>('/api/auth/passkey/options', { method: 'POST', body: {} })
  ).options;
}

/** POST /api/auth/passkey/login: the user itself on success, with the session cookie set. */
export function loginWithPasskey(input: PasskeyLoginInput): Promise<unknown> {
  return api('/api/auth/passkey/login', { method: 'POST', body: input });
}
