// The one HTTP client. Retry and error-report rules: idempotent
// methods retry once on transient statuses, POST/PATCH never (a retry could apply twice).
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { parseFieldErrors, type FieldErrors } from '../shared/field-errors';
import { config } from './config';

export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export type Reporter = (request: string, detail: string) => void;

const consoleReporter: Reporter = (request, detail) => console.error(request, detail);

export interface ApiClientOptions {
  baseURL?: string;
  report?: Reporter;
  /** Pause before the one retry; tests set 0. */
  retryDelay?: number;
}

export type ApiFetch = <T = unknown>(url: string, options?: FetchOptions<'json'>) => Promise<T>;

export function createApiClient(options: ApiClientOptions = {}): ApiFetch {
  const report = options.report ?? consoleReporter;
  const base = ofetch.create({
    baseURL: options.baseURL ?? config.apiBase,
    retryStatusCodes: RETRY_STATUS_CODES,
    retryDelay: options.retryDelay ?? 300,
    credentials: 'same-origin',
  });
  return async function apiFetch<T>(url: string, init: FetchOptions<'json'> = {}): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase();
    try {
      return await base<T>(url, { ...init, method, retry: IDEMPOTENT.has(method) ? 1 : 0 });
    } catch (error) {
      const response = error instanceof FetchError ? error.response : undefined;
      const target = response?.url || `${options.baseURL ?? config.apiBase}${url}`;
      report(`[${method}] ${target}`, response ? `${response.status} ${response.statusText}` : 'no response');
      throw error;
    }
  };
}

export const api = createApiClient();

/** The spec's field map: `error.data` is the JSON body, whose `data` is a JSON string. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof FetchError ? parseFieldErrors(error.data) : {};
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof FetchError ? error.response?.status : undefined;
}
