// The emails the site sends. Each template names the list its unsubscribe link leaves and turns
// its data into words; links are built here from the site URL so callers pass ids, not addresses.
import {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  type SubscriptionFrequency,
  type SubscriptionTopic,
} from '../../shared/subscription-schemas';
import type { EmailContent } from './layout';

export type EmailList = 'updates' | 'notifications';

interface Template<Data> {
  list: EmailList;
  subject(data: Data): string;
  content(data: Data, site: SiteLinks): EmailContent;
}

export interface SiteLinks {
  /** The site's origin, e.g. https://harborpoint.example (no trailing slash). */
  url: string;
}

const label = <T extends readonly { value: string; label: string }[]>(list: T, value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

/** How a topic reads inside a sentence. */
const topicPhrase: Record<SubscriptionTopic, string> = {
  medicare: 'Medicare',
  retirement: 'retirement planning',
  life: 'life insurance',
  'home-and-auto': 'home and auto insurance',
  business: 'business insurance',
};

/** "Medicare, retirement planning and life insurance". */
function topicList(topics: SubscriptionTopic[]): string {
  const names = topics.map((topic) => topicPhrase[topic] ?? label(SUBSCRIPTION_TOPICS, topic));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

const greet = (firstName?: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

export interface SubscriptionConfirmData {
  /** The signed confirm token (services/subscriptions.ts). */
  token: string;
  topics: SubscriptionTopic[];
  frequency: SubscriptionFrequency;
}

const subscriptionConfirm: Template<SubscriptionConfirmData> = {
  list: 'updates',
  subject: () => 'Please confirm your email updates from Harbor Point',
  content: (data, site) => ({
    preview: 'One click and your updates are on their way.',
    greeting: greet(),
    paragraphs: [
      `Thank you for asking for email updates from Harbor Point about ${topicList(data.topics)}, ${label(SUBSCRIPTION_FREQUENCIES, data.frequency).toLowerCase()}.`,
      'Please confirm that this is your address. Until you do, we will not send you anything else.',
    ],
    action: {
      label: 'Confirm my updates',
      url: `${site.url}/subscribe/success?token=${encodeURIComponent(data.token)}`,
    },
    closing: [
      'The link works for seven days. If it was not you who asked, simply ignore this email: without your confirmation, nothing more will come.',
    ],
    reason: 'You are receiving this because this address was entered on our subscribe page.',
  }),
};

export interface QuestionAnsweredData {
  /** The member's first name, for the greeting. */
  firstName?: string;
  questionId: number | string;
  questionTitle: string;
}

const questionAnswered: Template<QuestionAnsweredData> = {
  list: 'notifications',
  subject: () => 'Your question has an answer',
  content: (data, site) => ({
    preview: `One of our agents answered “${data.questionTitle}”.`,
    greeting: greet(data.firstName),
    paragraphs: [
      `Good news: one of our licensed agents has answered your question “${data.questionTitle}”.`,
      'Log in to read the answer. If anything is unclear, reply on the question page or call us and we will talk it through.',
    ],
    action: {
      label: 'Read the answer',
      url: `${site.url}/dashboard/question/${encodeURIComponent(String(data.questionId))}`,
    },
    reason: 'You are receiving this because you asked to hear when your question was answered.',
  }),
};

export const emailTemplates = {
  'subscription-confirm': subscriptionConfirm,
  'question-answered': questionAnswered,
} as const;

export type EmailTemplates = typeof emailTemplates;
export type TemplateName = keyof EmailTemplates;
export type TemplateData<Name extends TemplateName> =
  EmailTemplates[Name] extends Template<infer Data> ? Data : never;
