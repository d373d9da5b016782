// GET /api/dashboard: the signed-in person's summary. Only what the product keeps today: chats,
// subscriptions join when they exist.
import { z } from 'zod';
import { LEAD_STATUSES } from './agent-schemas';
import { QUESTION_STATUSES, QUESTION_VISIBILITIES } from './questions-schemas';
import { websiteBuildSummarySchema } from './website-build-schemas';

export const dashboardResponseSchema = z.object({
  role: z.enum(['member', 'agent']),
  firstName: z.string(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.enum(QUESTION_STATUSES),
      visibility: z.enum(QUESTION_VISIBILITIES),
      createdAt: z.iso.datetime(),
      answerCount: z.number().int(),
      unreadCount: z.number().int(),
    }),
  ),
  unreadAnswers: z.number().int(),
  quotes: z.array(
    z.object({
      reference: z.string(),
      line: z.string(),
      status: z.enum(LEAD_STATUSES),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** The member's newest website request (null: none yet). */
  websiteBuild: websiteBuildSummarySchema.nullable(),
  /** Agents only: how much waits in each console queue. */
  console: z
    .object({ openQuestions: z.number().int(), newLeads: z.number().int(), newMessages: z.number().int() })
    .optional(),
});

export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
