// The calls of the subscribe pages (docs/contracts.md, "Email and subscriptions").
import { api } from '@/lib/api-client';
import type {
  ResendAnswer,
  ResendConfirmationData,
  SubscribeData,
  SubscriptionAnswer,
  UnsubscribeAnswer,
  UnsubscribePreview,
} from '@/shared/subscription-schemas';

/** POST /api/subscriptions: 202 pending (a link was emailed) or 200 confirmed (a member's own address). */
export function subscribe(data: SubscribeData, idempotencyKey: string): Promise<SubscriptionAnswer> {
  return api<SubscriptionAnswer>('/api/subscriptions', {
    method: 'POST',
    body: data,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function confirmSubscription(token: string): Promise<SubscriptionAnswer> {
  return api<SubscriptionAnswer>('/api/subscriptions/confirm', { method: 'POST', body: { token } });
}

/** POST /api/subscriptions/resend: 202, the same whether or not a link was sent. */
export function resendConfirmation(data: ResendConfirmationData): Promise<ResendAnswer> {
  return api<ResendAnswer>('/api/subscriptions/resend', { method: 'POST', body: data });
}

/** What an unsubscribe link would stop; changes nothing. */
export function previewUnsubscribe(token: string): Promise<UnsubscribePreview> {
  return api<UnsubscribePreview>('/api/email/unsubscribe', { query: { token } });
}

export function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return api<UnsubscribeAnswer>('/api/subscriptions/unsubscribe', { method: 'POST', body: { token } });
}
