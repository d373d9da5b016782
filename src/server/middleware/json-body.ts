// JSON routes refuse other content types (415): a cross-site HTML form can only send form
// encodings, so this also closes the "simple request" CSRF path. Bodies over 16 KiB get 413.
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { decodeStrictUtf8 } from './utf8-body';

export const MAX_BODY_BYTES = 16 * 1024;

const isJson = (type: string | undefined) => !!type && /^application\/json\s*(;|$)/i.test(type.trim());

const hasBody = (headers: Headers) =>
  headers.has('transfer-encoding') || Number(headers.get('content-length') ?? '0') > 0;

/** For routes that read a JSON body: the type must be JSON even when the body is empty. */
export const requireJson = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isJson(c.req.header('content-type'))) {
      throw new HttpError(415, 'Send the request body as application/json.');
    }
    return next();
  });

/** For every other state-changing API call: a body, if any, must be JSON. */
export const jsonIfBody = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (hasBody(c.req.raw.headers) && !isJson(c.req.header('content-type'))) {
      throw new HttpError(415, 'Send the request body as application/json.');
    }
    return next();
  });

export const limitBody = () => {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'The request body is too large.');
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    // No GET or HEAD route reads a body, and asking whether there is one makes @hono/node-server
    // build the whole Fetch Request (with its AbortSignal): about a sixth of a session lookup's time.
    // Node still bounds how long any body may take to arrive (http-limits.ts).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limit(c, next);
  });
};

/**
 * The parsed JSON body of a request that passed requireJson(); malformed JSON is a 400, and so are
 * bytes that are not UTF-8 (utf8-body.ts). The strictly decoded text is what later readers get.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = decodeStrictUtf8(await c.req.arrayBuffer());
  // Hono's c.req.json() (the schema validator's too) parses the cached text: this one, not a
  // second, lenient decoding of the bytes.
  // Typed as the Body methods, but holds their promises (hono/dist/request.js, #cachedBody).
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
