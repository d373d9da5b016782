// An agent's answer to a question: its own module, so the console's answer form (the one form on a
// question's page) builds this schema alone, not every schema of the console's API: building
// schemas the page never uses is most of a question page's blocking time.
import { z } from 'zod';
import { multiLine } from './fields';

export const ANSWER_MIN = 2;
export const ANSWER_MAX = 10_000;

export const createAnswerSchema = z.strictObject({
  body: multiLine({
    missing: 'Write your answer.',
    min: ANSWER_MIN,
    tooShort: 'Write your answer.',
    max: ANSWER_MAX,
    tooLong: `An answer can have at most ${ANSWER_MAX} characters.`,
  }),
  /** Answering marks the question answered unless the agent says otherwise (a follow-up note). */
  markAnswered: z.boolean().default(true),
});

export type CreateAnswerInput = z.input<typeof createAnswerSchema>;
