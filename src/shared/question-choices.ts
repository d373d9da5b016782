// A question's topics, statuses and visibilities, without zod: the lists that show a question's
// tag (the dashboard, search results) need the words, not the schemas, and importing them from
// questions-schemas.ts would load and run zod and every field rule first (decision 242).
// questions-schemas.ts builds its enums from these and exports them again.

/** The site's lines of cover, plus "other" for a question that fits none of them. */
export const QUESTION_TOPICS = [
  { value: 'auto', label: 'Auto insurance' },
  { value: 'home', label: 'Home insurance' },
  { value: 'life', label: 'Life insurance' },
  { value: 'health', label: 'Health insurance and Medicare' },
  { value: 'business', label: 'Business insurance' },
  { value: 'retirement', label: 'Retirement planning' },
  { value: 'other', label: 'Something else' },
] as const;

export type QuestionTopic = (typeof QUESTION_TOPICS)[number]['value'];

export const QUESTION_STATUSES = ['open', 'answered', 'closed'] as const;
export const QUESTION_VISIBILITIES = ['private', 'public'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export type QuestionVisibility = (typeof QUESTION_VISIBILITIES)[number];
