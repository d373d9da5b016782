// Members' questions to the agency: the request bodies and query strings (validated by the form
// and the server alike) and the shapes of the answers, as zod schemas. Types are z.infer of them.
import { z } from 'zod';
import { choiceValues, idParamSchema, multiLine, oneLine, pageParamSchema, emptyAsUndefined } from './fields';
import { QUESTION_STATUSES, QUESTION_TOPICS, QUESTION_VISIBILITIES } from './question-choices';

export {
  QUESTION_STATUSES,
  QUESTION_TOPICS,
  QUESTION_VISIBILITIES,
  type QuestionStatus,
  type QuestionTopic,
  type QuestionVisibility,
} from './question-choices';

const topicValues = choiceValues(QUESTION_TOPICS);

export const TITLE_MIN = 8;
export const TITLE_MAX = 150;
export const BODY_MIN = 20;
export const BODY_MAX = 5000;
export const SEARCH_PAGE_SIZE = 10;

export const questionTopicSchema = z.enum(topicValues, { error: 'Choose what your question is about.' });

export const createQuestionSchema = z.strictObject({
  title: oneLine({
    // Said under the field labelled "Your question in one line": the messages use its words.
    label: 'your question',
    missing: 'Write your question in one line.',
    min: TITLE_MIN,
    tooShort: `Your question in one line needs at least ${TITLE_MIN} characters.`,
    max: TITLE_MAX,
    tooLong: `Your question in one line can have at most ${TITLE_MAX} characters.`,
  }),
  body: multiLine({
    missing: 'Tell us the details of your question.',
    min: BODY_MIN,
    tooShort: `Give us at least ${BODY_MIN} characters of detail.`,
    max: BODY_MAX,
    tooLong: `Your details can have at most ${BODY_MAX.toLocaleString('en-US')} characters.`,
  }),
  topic: questionTopicSchema,
  /** Email the author when an agent answers; on unless they untick it. */
  notifyByEmail: z.boolean({ error: 'Choose whether we email you.' }).default(true),
});

export type CreateQuestionInput = z.input<typeof createQuestionSchema>;
export type CreateQuestionData = z.output<typeof createQuestionSchema>;

export const questionSearchQuerySchema = z.strictObject({
  q: oneLine({
    label: 'your search',
    missing: 'Type what you are looking for.',
    min: 2,
    tooShort: 'Type at least 2 characters.',
    max: 200,
    tooLong: 'Keep your search under 200 characters.',
  }),
  topic: z.preprocess(emptyAsUndefined, questionTopicSchema.optional()),
  page: pageParamSchema,
});

export type QuestionSearchQuery = z.output<typeof questionSearchQuerySchema>;

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

/** A page of the site that answers the search, from the same index as the chat (its first page). */
export const sitePageHitSchema = z.object({
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
});

export type SitePageHit = z.infer<typeof sitePageHitSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  /** Guides and pages that answer it: on the first page of results only. */
  pages: z.array(sitePageHitSchema),
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
