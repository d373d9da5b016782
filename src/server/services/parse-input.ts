// Validation with a shared zod schema: a failure is a 400 carrying the spec's field -> message map.
import type { z } from 'zod';
import { zodFieldErrors } from '../../shared/field-errors';
import { HttpError } from '../http-error';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, 'Please check the highlighted fields.', zodFieldErrors(result.error));
  }
  return result.data;
}
