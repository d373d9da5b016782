// The one place the client reads import.meta.env (build-time values, inlined by Vite).
import { agency } from '../shared/agency';

const env = import.meta.env;

export const config = {
  siteName: (env.VITE_SITE_NAME as string | undefined) || agency.name,
  /** No trailing slash, so `siteUrl + path` is always a valid absolute URL. */
  siteUrl: ((env.VITE_SITE_URL as string | undefined) || 'http://localhost:3000').replace(/\/+$/, ''),
  /** '' means the API lives on the same origin as the pages. */
  apiBase: (env.VITE_API_BASE as string | undefined) ?? '',
} as const;

export function absoluteUrl(path: string): string {
  return config.siteUrl + (path.startsWith('/') ? path : `/${path}`);
}
