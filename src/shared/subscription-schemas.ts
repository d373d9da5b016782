// Email updates by topic and frequency: the bodies of the /api/subscriptions routes and the
// answers they give, shared by the subscribe pages (checks before sending) and the server.
import { z } from 'zod';
import { choiceValues, emailSchema, honeypotSchema, oneLine, type ChoiceValue } from './fields';

export const SUBSCRIPTION_TOPICS = [
  { value: 'medicare', label: 'Medicare' },
  { value: 'retirement', label: 'Retirement' },
  { value: 'life', label: 'Life insurance' },
  { value: 'home-and-auto', label: 'Home and auto' },
  { value: 'business', label: 'Business insurance' },
] as const;

export const SUBSCRIPTION_FREQUENCIES = [
  { value: 'monthly', label: 'Once a month' },
  { value: 'quarterly', label: 'Once a quarter' },
] as const;

export type SubscriptionTopic = ChoiceValue<typeof SUBSCRIPTION_TOPICS>;
export type SubscriptionFrequency = ChoiceValue<typeof SUBSCRIPTION_FREQUENCIES>;
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const topicValues = choiceValues(SUBSCRIPTION_TOPICS);
export const frequencyValues = choiceValues(SUBSCRIPTION_FREQUENCIES);

/** At least one topic; duplicates collapse and the order is the list's, so storage is canonical. */
export const topicsSchema = z
  .array(z.enum(topicValues, { error: 'Choose topics from the list.' }), {
    error: 'Choose at least one topic.',
  })
  .min(1, 'Choose at least one topic.')
  .max(topicValues.length * 2, 'Choose topics from the list.')
  .transform((topics) => topicValues.filter((topic) => topics.includes(topic)));

export const frequencySchema = z.enum(frequencyValues, { error: 'Choose how often we write.' });

/** POST /api/subscriptions: anonymous visitors and members alike. */
export const subscribeSchema = z.strictObject({
  email: emailSchema,
  topics: topicsSchema,
  frequency: frequencySchema,
  website: honeypotSchema,
});

/** PUT /api/subscriptions/me: change what a member gets, stop it, or start it again. */
export const updateSubscriptionSchema = z
  .strictObject({
    topics: topicsSchema.optional(),
    frequency: frequencySchema.optional(),
    subscribed: z.boolean({ error: 'Say whether you want the emails.' }).optional(),
  })
  .refine((data) => Object.keys(data).length > 0, { message: 'Nothing to change.', path: ['form'] });

/** A signed token from an email link (confirm or unsubscribe). Its shape is the server's business. */
export const emailTokenSchema = z.strictObject({
  token: oneLine({
    label: 'the link',
    missing: 'This link is not complete.',
    min: 10,
    tooShort: 'This link is not complete.',
    max: 500,
    tooLong: 'This link is not valid.',
  }),
});

/**
 * POST /api/subscriptions/resend: a new confirmation link to an address that waits for one (from
 * the page a bad or expired link opens). The answer is the same whether or not it waits.
 */
export const resendConfirmationSchema = z.strictObject({
  email: emailSchema,
  website: honeypotSchema,
});
export type ResendConfirmationData = z.output<typeof resendConfirmationSchema>;

/** Always the same, so it cannot tell whether the address was on the list. */
export const resendAnswerSchema = z.object({ ok: z.literal(true) });
export type ResendAnswer = z.infer<typeof resendAnswerSchema>;

export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeData = z.output<typeof subscribeSchema>;
export type UpdateSubscriptionData = z.output<typeof updateSubscriptionSchema>;

const statusSchema = z.enum(['pending', 'confirmed', 'unsubscribed']);

/**
 * What POST /api/subscriptions and the confirm answer. To an anonymous caller the answer is the
 * same whether or not the address was already on the list.
 */
export const subscriptionAnswerSchema = z.object({
  status: statusSchema,
  email: z.string(),
  topics: z.array(z.enum(topicValues)),
  frequency: z.enum(frequencyValues),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** GET and PUT /api/subscriptions/me. */
export const mySubscriptionSchema = subscriptionAnswerSchema.extend({
  confirmedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;
/** The member's subscription, or null before they have one. */
export const mySubscriptionResponseSchema = z.object({ subscription: mySubscriptionSchema.nullable() });

const listSchema = z.enum(['updates', 'notifications']);

/** GET /api/email/unsubscribe?token=: what a link would stop, for the page that asks first. */
export const unsubscribePreviewSchema = z.object({
  /** updates: the topic emails; notifications: emails about the member's questions and requests. */
  list: listSchema,
  /** The address with most of its local part hidden, e.g. "r•••@example.com". */
  email: z.string(),
  /** True when this address gets no more emails of this list already. */
  unsubscribed: z.boolean(),
});
export type UnsubscribePreview = z.infer<typeof unsubscribePreviewSchema>;

export const unsubscribeAnswerSchema = z.object({ ok: z.literal(true), list: listSchema });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
