// The calls of the "Forgot your password?" pages (/api/auth/password-reset, decision 170).
import { api } from '@/lib/api-client';
import type { ResetPasswordData, ResetRequestData } from '@/shared/password-reset-schemas';

/** 202 whether or not the address has an account. */
export function requestResetLink(data: ResetRequestData): Promise<{ ok: true }> {
  return api('/api/auth/password-reset/request', { method: 'POST', body: data });
}

/** 200 when the link can still set a password; 400 at `token` when it cannot. */
export function checkResetLink(token: string): Promise<{ ok: true }> {
  return api('/api/auth/password-reset/check', { method: 'POST', body: { token } });
}

export function setNewPassword(data: ResetPasswordData): Promise<{ ok: true; endedSessions: number }> {
  return api('/api/auth/password-reset', { method: 'POST', body: data });
}
