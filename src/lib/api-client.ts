// The one HTTP client. Retry and error-report rules: idempotent
// methods retry once on transient statuses, POST/PATCH never (a retry could apply twice).
import type { $Fetch, FetchError, FetchOptions } from 'ofetch';
import { parseFieldErrors, type FieldErrors } from '../shared/field-errors';
import { config } from './config';

export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

// ofetch loads with the first request, not with every page's entry chunk (decision 076).
let ofetchModule: Promise<typeof import('ofetch')> | undefined;
const loadOfetch = () => (ofetchModule ??= import('ofetch'));

/** ofetch's error, recognised by name so that checking one never needs ofetch loaded. */
const isFetchError = (error: unknown): error is FetchError =>
  error instanceof Error && error.name === 'FetchError';

export type Reporter = (request: string, detail: string) => void;

/** A 401 answer: who asked for what. The session's owner (features/auth) decides what it means. */
export type UnauthorizedListener = (request: { method: string; url: string }) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** A 401 nobody heard yet: the session's watcher loads after the first paint (decision 076). */
let unheard: Parameters<UnauthorizedListener>[0] | undefined;

/**
 * Hears every 401 any request gets, so a session ended elsewhere is noticed at the first refusal;
 * a 401 that came before the first listener is told to it.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  if (unheard) listener(unheard);
  unheard = undefined;
  return () => unauthorizedListeners.delete(listener);
}

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
  let base: $Fetch | undefined;
  return async function apiFetch<T>(url: string, init: FetchOptions<'json'> = {}): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase();
    try {
      base ??= (await loadOfetch()).ofetch.create({
        baseURL: options.baseURL ?? config.apiBase,
        retryStatusCodes: RETRY_STATUS_CODES,
        retryDelay: options.retryDelay ?? 300,
        credentials: 'same-origin',
      });
      return await base<T>(url, { ...init, method, retry: IDEMPOTENT.has(method) ? 1 : 0 });
    } catch (error) {
      const response = isFetchError(error) ? error.response : undefined;
      const target = response?.url || `${options.baseURL ?? config.apiBase}${url}`;
      report(`[${method}] ${target}`, response ? `${response.status} ${response.statusText}` : 'no response');
      if (response?.status === 401) {
        if (!unauthorizedListeners.size) unheard = { method, url };
        for (const listener of unauthorizedListeners) listener({ method, url });
      }
      throw error;
    }
  };
}

// Pure: the service worker bundles lib/outbox.ts, which imports this, and must not carry the client.
export const api = /* @__PURE__ */ createApiClient();

/** The spec's field map: `error.data` is the JSON body, whose `data` is a JSON string. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isFetchError(error) ? parseFieldErrors(error.data) : {};
}

export function statusOf(error: unknown): number | undefined {
  return isFetchError(error) ? error.response?.status : undefined;
}
