// The emails the site sends. Each template names the list its unsubscribe link leaves and turns
// its data into words; links are built here from the site URL so callers pass ids, not addresses.
import {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  type SubscriptionFrequency,
  type SubscriptionTopic,
} from '../../shared/subscription-schemas';
import { BUILD_STATUS_LABELS, type BuildStatus } from '../../shared/website-build-schemas';
import { passkeyAdded, passwordChanged, passwordReset } from './account-templates';
import { emailChangeConfirm, emailChanged } from './email-change-templates';
import type { Template } from './template';

export type { EmailList, SiteLinks } from './template';

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

export interface WebsiteBuildUpdateData {
  firstName?: string;
  businessName: string;
  /** The status after the change; with no note, the email is about the status alone. */
  status: BuildStatus;
  /** True when the status changed (false: a note on its own). */
  statusChanged: boolean;
  note?: string;
}

/** What each status means for the member, in one sentence. */
const buildStatusMeaning: Record<BuildStatus, string> = {
  submitted: 'We have your request and will be in touch within two working days.',
  in_progress: 'Our team is building your website now.',
  in_review: 'Your website is ready for you to look over: tell us what to change before it goes live.',
  live: 'Your website is live for everyone to see.',
};

const websiteBuildUpdate: Template<WebsiteBuildUpdateData> = {
  list: 'notifications',
  subject: (data) =>
    data.statusChanged
      ? `Your website: ${BUILD_STATUS_LABELS[data.status].toLowerCase()}`
      : 'A note about your website',
  content: (data, site) => ({
    preview: data.statusChanged
      ? `${data.businessName}: ${BUILD_STATUS_LABELS[data.status]}.`
      : `One of our team wrote about the website for ${data.businessName}.`,
    greeting: greet(data.firstName),
    paragraphs: [
      data.statusChanged
        ? `The website for ${data.businessName} is now “${BUILD_STATUS_LABELS[data.status]}”. ${buildStatusMeaning[data.status]}`
        : `One of our team added a note to the website request for ${data.businessName}.`,
      ...(data.note ? [`The note says: “${data.note}”`] : []),
      'Log in to see the whole history of your request.',
    ],
    action: { label: 'See your website request', url: `${site.url}/dashboard/WebsiteBuild` },
    reason: 'You are receiving this because you asked us to build a website for your business.',
  }),
};

export const emailTemplates = {
  'subscription-confirm': subscriptionConfirm,
  'question-answered': questionAnswered,
  'website-build-update': websiteBuildUpdate,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'passkey-added': passkeyAdded,
  'email-change-confirm': emailChangeConfirm,
  'email-changed': emailChanged,
} as const;

export type EmailTemplates = typeof emailTemplates;
export type TemplateName = keyof EmailTemplates;
export type TemplateData<Name extends TemplateName> =
  EmailTemplates[Name] extends Template<infer Data> ? Data : never;
