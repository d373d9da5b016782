// The agent console's API: query strings, request bodies and answer shapes, as zod schemas shared
// by the console pages and the server. Contact details appear in these answers and nowhere public.
import { z } from 'zod';
import { LEAD_STATUSES } from './lead-statuses';
import { quoteLines } from './quote-options';
import { emptyAsUndefined, pageParamSchema } from './fields';
import { QUESTION_STATUSES, QUESTION_VISIBILITIES, questionFieldsSchema } from './questions-schemas';

export const AGENT_PAGE_SIZE = 20;

export const agentQueueQuerySchema = z.strictObject({
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(QUESTION_STATUSES, { error: 'Choose open, answered or closed.' }).optional(),
  ),
  page: pageParamSchema,
});

// The answer's rules live apart, so the console's answer form does not build every agent schema.
export { ANSWER_MAX, ANSWER_MIN, createAnswerSchema, type CreateAnswerInput } from './answer-schema';

export const updateQuestionSchema = z
  .strictObject({
    status: z.enum(QUESTION_STATUSES, { error: 'Choose open, answered or closed.' }).optional(),
    visibility: z.enum(QUESTION_VISIBILITIES, { error: 'Choose private or public.' }).optional(),
  })
  .refine((value) => value.status !== undefined || value.visibility !== undefined, {
    message: 'Change the status, the visibility or both.',
    path: ['form'],
  });

export type UpdateQuestionInput = z.input<typeof updateQuestionSchema>;

export const agentQueueItemSchema = questionFieldsSchema.extend({
  body: z.string(),
  answerCount: z.number().int(),
  author: z.object({ name: z.string(), email: z.string() }),
});

export type AgentQueueItem = z.infer<typeof agentQueueItemSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    items: z.array(item),
  });

export const agentQueueResponseSchema = paged(agentQueueItemSchema);
export type AgentQueueResponse = z.infer<typeof agentQueueResponseSchema>;

// ---- Quote leads ----

export { LEAD_STATUSES, type LeadStatus } from './lead-statuses';

export const leadFilterSchema = z.strictObject({
  line: z.preprocess(emptyAsUndefined, z.enum(quoteLines, { error: 'Choose a line of cover.' }).optional()),
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(LEAD_STATUSES, { error: 'Choose new, contacted, quoted or closed.' }).optional(),
  ),
});

/** The columns the leads table sorts by: when sent (newest first unless asked), name, line, status. */
export const LEAD_SORTS = ['sent', 'name', 'line', 'status'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The filter with its order: the list and its CSV export come in the same order. */
export const leadListingSchema = leadFilterSchema.extend({
  sort: z.preprocess(
    emptyAsUndefined,
    z.enum(LEAD_SORTS, { error: 'Sort by sent, name, line or status.' }).optional(),
  ),
  dir: z.preprocess(emptyAsUndefined, z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc.' }).optional()),
});
export type LeadListing = z.output<typeof leadListingSchema>;

export const leadQuerySchema = leadListingSchema.extend({ page: pageParamSchema });
export type LeadQuery = z.output<typeof leadQuerySchema>;

export const updateLeadSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Choose new, contacted, quoted or closed.' }),
});

export const leadSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  line: z.string(),
  service: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  contactTime: z.string(),
  answers: z.record(z.string(), z.unknown()),
  /** True when a signed-in member sent it. */
  fromMember: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type Lead = z.infer<typeof leadSchema>;
export const leadListResponseSchema = paged(leadSchema);
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

// ---- Contact messages ----

export const CONTACT_STATUSES = ['new', 'answered'] as const;

export const contactQuerySchema = z.strictObject({
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(CONTACT_STATUSES, { error: 'Choose new or answered.' }).optional(),
  ),
  page: pageParamSchema,
});

export const updateContactMessageSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: 'Choose new or answered.' }),
});

export const contactMessageSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  preferredContact: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.iso.datetime(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactListResponseSchema = paged(contactMessageSchema);
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

// ---- Activity log ----

export const AGENT_ACTIONS = [
  'question.answer',
  'question.update',
  'lead.update',
  'lead.export',
  'contact.update',
  'website-build.status',
  'website-build.note',
] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

export const activityQuerySchema = z.strictObject({ page: pageParamSchema });

export const activityEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AGENT_ACTIONS),
  targetType: z.enum(['question', 'lead', 'contact', 'website-build']),
  /** The row's id; null for an export, which touches many rows. */
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  agentName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityResponseSchema = paged(activityEntrySchema);
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
