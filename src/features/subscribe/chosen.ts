// What was chosen travels to /subscribe/success in its query string, so a reload still says it.
import {
  frequencyValues,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  topicValues,
  type SubscriptionAnswer,
} from '@/shared/subscription-schemas';

export interface Chosen {
  status: SubscriptionAnswer['status'];
  topics: string[];
  frequency: string;
}

export function successHref(answer: SubscriptionAnswer): string {
  const query = new URLSearchParams({
    status: answer.status,
    topics: answer.topics.join(','),
    frequency: answer.frequency,
  });
  return `/subscribe/success?${query.toString()}`;
}

/** Reads the query string back; anything not on the lists is dropped. */
export function chosenFrom(search: string): Chosen | undefined {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  if (status !== 'pending' && status !== 'confirmed') return undefined;
  const topics = (query.get('topics') ?? '')
    .split(',')
    .filter((topic): topic is (typeof topicValues)[number] => (topicValues as string[]).includes(topic));
  const frequency = query.get('frequency') ?? '';
  if (!topics.length || !(frequencyValues as string[]).includes(frequency)) return undefined;
  return { status, topics, frequency };
}

export const topicLabel = (value: string) =>
  SUBSCRIPTION_TOPICS.find((topic) => topic.value === value)?.label ?? value;
export const frequencyLabel = (value: string) =>
  SUBSCRIPTION_FREQUENCIES.find((frequency) => frequency.value === value)?.label ?? value;
