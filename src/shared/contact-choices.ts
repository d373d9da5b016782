// The contact form's topics and ways to reply, without zod: the console's lists name them, and
// importing them from contact-schema.ts would load and run zod and every field rule first
// (decision 242). contact-schema.ts builds its enums from these and exports them again.
import type { ChoiceValue } from './fields';

export const CONTACT_TOPICS = [
  { value: 'medicare', label: 'Medicare' },
  { value: 'health', label: 'Health insurance' },
  { value: 'life', label: 'Life insurance' },
  { value: 'home', label: 'Home insurance' },
  { value: 'auto', label: 'Auto insurance' },
  { value: 'business', label: 'Business insurance' },
  { value: 'retirement', label: 'Retirement planning' },
  { value: 'other', label: 'Something else' },
] as const;

export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;

export type ContactTopic = ChoiceValue<typeof CONTACT_TOPICS>;
export type ContactMethod = ChoiceValue<typeof CONTACT_METHODS>;
