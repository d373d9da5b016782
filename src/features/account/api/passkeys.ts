// The calls of the account page's passkeys section (/api/account/passkeys, decision 210).
import { api } from '@/lib/api-client';
import type { AddPasskeyInput, Passkey } from '@/shared/passkey-schemas';

export async function getPasskeys(): Promise<Passkey[]> {
  return (await api<{ passkeys: Passkey[] }>('/api/account/passkeys')).passkeys;
}

/** Checks the password; the options for the device to make a passkey. */
export async function getPasskeyOptions(password: string): Promise<Record<string, unknown>> {
  const body = { password };
  return (
    await api<{ options: Record<string, unknown> }>('/api/account/passkeys/options', { method: 'POST', body })
  ).options;
}

export async function savePasskey(input: AddPasskeyInput): Promise<Passkey> {
  return (await api<{ passkey: Passkey }>('/api/account/passkeys', { method: 'POST', body: input })).passkey;
}

export function removePasskey(id: string): Promise<{ ok: true }> {
  return api(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} });
}
