import { api } from '@/lib/api-client';
import type { MySubscription, UpdateSubscriptionData } from '@/shared/subscription-schemas';

/** GET /api/subscriptions/me: the member's email updates, or null before they have any. */
export async function getMySubscription(): Promise<MySubscription | null> {
  return (await api<{ subscription: MySubscription | null }>('/api/subscriptions/me')).subscription;
}

/** PUT /api/subscriptions/me: change topics or frequency, stop or restart. */
export async function updateMySubscription(data: UpdateSubscriptionData): Promise<MySubscription | null> {
  return (
    await api<{ subscription: MySubscription | null }>('/api/subscriptions/me', { method: 'PUT', body: data })
  ).subscription;
}
