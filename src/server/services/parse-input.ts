// Validation with a shared zod schema: a failure is a 400 carrying the spec's field -> message map.
import type { Context } from 'hono';
import type { z } from 'zod';
import { zodFieldErrors } from '../../shared/field-errors';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { readJson } from '../middleware/json-body';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, 'Please check the highlighted fields.', zodFieldErrors(result.error));
  }
  return result.data;
}

/** readJson for routes whose context carries more variables (the session user). */
export const readBody = <E extends AppEnv>(c: Context<E>) => readJson(c as unknown as Context<AppEnv>);
