// The JSON body of every API error, declared once: the OpenAPI document shows this schema. Kept
// apart from field-errors.ts so that the client's first load does not carry zod (decision 076).
import { z } from 'zod';

/** The JSON body of every API error (declared once: the OpenAPI document shows this schema). */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  requestId: z.string(),
  /** JSON string of FieldErrors, when the error is about fields. */
  data: z.string().optional(),
});

export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
