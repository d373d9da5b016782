// GET /api/openapi.json: the OpenAPI 3.1 document, generated from the routes' own schemas, so the
// contract cannot drift from the code (docs/contracts.md links here instead of restating shapes).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { agency } from '../../shared/agency';
import type { AppEnv } from '../app-env';

export const OPENAPI_PATH = '/api/openapi.json';

export const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: `${agency.name} API`,
    version: '1',
    description:
      'Every error answer is ApiErrorBody; `data`, when present, is a JSON string mapping fields to messages. ' +
      'Any route answers 400 when its query string holds a NUL, a text-direction control or a reserved name.',
  },
};

export function serveOpenApi(app: OpenAPIHono<AppEnv>): void {
  app.doc31(OPENAPI_PATH, openApiInfo);
}
