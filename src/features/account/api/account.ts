// The calls of the account page (/api/account and the password change of /api/auth).
import { api } from '@/lib/api-client';
import type { AccountSession, DeleteAccountInput, ProfileData } from '@/shared/account-schemas';
import type { ChangePasswordData, PublicUser } from '@/shared/auth-schemas';

export const EXPORT_URL = '/api/account/export';

export async function saveProfile(data: ProfileData): Promise<PublicUser> {
  return (await api<{ user: PublicUser }>('/api/account/profile', { method: 'PATCH', body: data })).user;
}

export function changePassword(data: ChangePasswordData): Promise<{ ok: true; endedSessions: number }> {
  return api('/api/auth/password', { method: 'POST', body: data });
}

export async function getSessions(): Promise<AccountSession[]> {
  return (await api<{ sessions: AccountSession[] }>('/api/account/sessions')).sessions;
}

export function endSession(id: string): Promise<{ ok: true }> {
  return api(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} });
}

export function endOtherSessions(): Promise<{ ok: true; endedSessions: number }> {
  return api('/api/account/sessions/end-others', { method: 'POST', body: {} });
}

export function deleteAccount(data: DeleteAccountInput): Promise<{ ok: true }> {
  return api('/api/account/delete', { method: 'POST', body: data });
}
