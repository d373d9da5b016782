// Members' questions to the agency: the request bodies and query strings (validated by the form
// and the server alike) and the shapes of the answers, as zod schemas. Types are z.infer of them.
import { z } from 'zod';

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
const topicValues = QUESTION_TOPICS.map((topic) => topic.value) as [QuestionTopic, ...QuestionTopic[]];

export const QUESTION_STATUSES = ['open', 'answered', 'closed'] as const;
export const QUESTION_VISIBILITIES = ['private', 'public'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export type QuestionVisibility = (typeof QUESTION_VISIBILITIES)[number];

export const TITLE_MIN = 8;
export const TITLE_MAX = 150;
export const BODY_MIN = 20;
export const BODY_MAX = 5000;
export const SEARCH_PAGE_SIZE = 10;

/** Control characters other than tab and newlines have no business in a question. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

export const questionTopicSchema = z.enum(topicValues, { error: 'Choose what your question is about.' });

export const createQuestionSchema = z.strictObject({
  title: z
    .string({ error: 'Enter a short title for your question.' })
    .transform(clean)
    .pipe(
      z
        .string()
        .trim()
        .min(TITLE_MIN, `Your title needs at least ${TITLE_MIN} characters.`)
        .max(TITLE_MAX, `Your title can have at most ${TITLE_MAX} characters.`),
    ),
  body: z
    .string({ error: 'Tell us the details of your question.' })
    .transform(clean)
    .pipe(
      z
        .string()
        .trim()
        .min(BODY_MIN, `Give us at least ${BODY_MIN} characters of detail.`)
        .max(BODY_MAX, `Your question can have at most ${BODY_MAX} characters.`),
    ),
  topic: questionTopicSchema,
  /** Email the author when an agent answers; on unless they untick it. */
  notifyByEmail: z.boolean({ error: 'Choose whether we email you.' }).default(true),
});

export type CreateQuestionInput = z.input<typeof createQuestionSchema>;
export type CreateQuestionData = z.output<typeof createQuestionSchema>;

/** A query-string page number: "2" -> 2; missing -> 1; capped so OFFSET stays cheap. */
export const pageParamSchema = z.coerce
  .number({ error: 'Give a page number from 1 to 1000.' })
  .int('Give a page number from 1 to 1000.')
  .min(1, 'Give a page number from 1 to 1000.')
  .max(1000, 'Give a page number from 1 to 1000.')
  .default(1);

/** An empty query-string value means "no filter". */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const questionSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Type what you are looking for.' })
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(200, 'Keep your search under 200 characters.'),
  topic: z.preprocess(emptyAsUndefined, questionTopicSchema.optional()),
  page: pageParamSchema,
});

export type QuestionSearchQuery = z.output<typeof questionSearchQuerySchema>;

/** A row id in a path: anything that is not a UUID is simply not found. */
export const idParamSchema = z.uuid();
export const questionIdSchema = idParamSchema;

/** What every view of a question shows: the member's list, the detail, the agents' queue. */
export const questionFieldsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  topic: questionTopicSchema,
  status: z.enum(QUESTION_STATUSES),
  visibility: z.enum(QUESTION_VISIBILITIES),
  createdAt: z.iso.datetime(),
  lastAnswerAt: z.iso.datetime().nullable(),
});

export const questionSummarySchema = questionFieldsSchema.extend({
  updatedAt: z.iso.datetime(),
  answerCount: z.number().int(),
  /** Answers the author has not opened yet; always 0 for anyone else. */
  unreadCount: z.number().int(),
});

export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const myQuestionsResponseSchema = z.object({ questions: z.array(questionSummarySchema) });
export type MyQuestionsResponse = z.infer<typeof myQuestionsResponseSchema>;

export const answerSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** The agent's display name; their email never leaves in a question. */
  agentName: z.string(),
});

export type Answer = z.infer<typeof answerSchema>;

/** The author's follow-up to the agents' answers: it puts the question back in the agents' queue. */
export const followUpSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export type FollowUp = z.infer<typeof followUpSchema>;

export const questionDetailSchema = questionFieldsSchema.extend({
  body: z.string(),
  updatedAt: z.iso.datetime(),
  /** True when the person asking is the question's author. */
  mine: z.boolean(),
  answers: z.array(answerSchema),
  /** The author's follow-ups, oldest first; with the answers they make the thread (question-thread.ts). */
  followUps: z.array(followUpSchema),
});

export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/**
 * A highlighted excerpt as plain text pieces: `match` pieces are the words the search found. The
 * client wraps them in <mark> itself, so no HTML from the database is ever inserted into a page.
 */
export const snippetSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Snippet = z.infer<typeof snippetSchema>;

export const searchHitSchema = z.object({
  id: z.uuid(),
  topic: questionTopicSchema,
  status: z.enum(QUESTION_STATUSES),
  visibility: z.enum(QUESTION_VISIBILITIES),
  mine: z.boolean(),
  createdAt: z.iso.datetime(),
  answerCount: z.number().int(),
  rank: z.number(),
  title: snippetSchema,
  excerpt: snippetSchema,
});

export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  topic: questionTopicSchema.nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  results: z.array(searchHitSchema),
});

export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * POST /api/questions/:id/follow-ups: the author asks again on their own question. The same text
 * rules as a new question's details (control characters out, 20 to 5000 characters).
 */
export const createFollowUpSchema = z.strictObject({ body: createQuestionSchema.shape.body });

export type CreateFollowUpInput = z.input<typeof createFollowUpSchema>;
export type CreateFollowUpData = z.output<typeof createFollowUpSchema>;
