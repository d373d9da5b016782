// The one place the client reads import.meta.env (build-time values, inlined by Vite). Each value
// is named in full: `const env = import.meta.env` inlined the whole object, the build id with it,
// and that changed a chunk every page imports on every deploy.
import { agency } from '../shared/agency';

export const config = {
  siteName: (import.meta.env.VITE_SITE_NAME as string | undefined) || agency.name,
  /** No trailing slash, so `siteUrl + path` is always a valid absolute URL. */
  siteUrl: ((import.meta.env.VITE_SITE_URL as string | undefined) || 'http://localhost:3000').replace(
    /\/+$/,
    '',
  ),
  /** '' means the API lives on the same origin as the pages. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
} as const;

export function absoluteUrl(path: string): string {
  return config.siteUrl + (path.startsWith('/') ? path : `/${path}`);
}
