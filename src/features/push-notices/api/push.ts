// The calls of the dashboard's notices control (/api/push, decision 240).
import { api } from '@/lib/api-client';
import type { PushSubscriptionInput } from '@/shared/push-schemas';

export async function getPushKey(): Promise<string> {
  return (await api<{ publicKey: string }>('/api/push/key')).publicKey;
}

export function savePushSubscription(subscription: PushSubscriptionInput): Promise<{ ok: true }> {
  return api('/api/push/subscription', { method: 'PUT', body: subscription });
}

export function removePushSubscription(endpoint: string): Promise<{ ok: true }> {
  return api('/api/push/subscription', { method: 'DELETE', body: { endpoint } });
}
