// The calls of the account page (/api/account and the password change of /api/auth).
import { api } from '@/lib/api-client';
import type {
  AccountSession,
  DeleteAccountInput,
  ProfileData,
  ProfileResponse,
} from '@/shared/account-schemas';
import type { ChangePasswordData } from '@/shared/auth-schemas';

export const EXPORT_URL = '/api/account/export';

/** The account, and a new address waiting for its emailed link (decision 216). */
export function getProfile(): Promise<ProfileResponse> {
  return api('/api/account/profile');
}

/** A changed email is not saved here: it comes back as `pendingEmail` until its link is followed. */
export function saveProfile(data: ProfileData): Promise<ProfileResponse> {
  return api('/api/account/profile', { method: 'PATCH', body: data });
}

/** Forgets the new address waiting for its link. */
export function cancelEmailChange(): Promise<{ ok: true }> {
  return api('/api/account/email-change/cancel', { method: 'POST', body: {} });
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
