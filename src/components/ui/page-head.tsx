import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { absoluteUrl, config } from '../../lib/config';

interface PageHeadProps {
  title: string;
  description?: string;
  /** Error pages: no canonical address, and kept out of search results. */
  noindex?: boolean;
}

const DEFAULT_DESCRIPTION =
  'Independent insurance and financial agency: Medicare, health, life, home, auto, business and retirement planning.';
export const OG_IMAGE_PATH = '/og-image.png';

/** `/about-us/` -> `/about-us`: one address per page, the one the prerender wrote. */
export function canonicalPath(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}

/**
 * Removes the address tags that name another page. React adopts a prerendered tag only when every
 * attribute matches; one it does not adopt (the page was opened as `/about-us/`, or a navigation
 * began before hydration, so React rendered another page) stays in <head> beside React's own, and
 * a page then had two canonical links, one of them stale.
 */
export function dropStaleAddressTags(url: string | null, head: HTMLHeadElement = document.head): void {
  head.querySelectorAll('link[rel="canonical"]').forEach((link) => {
    if (link.getAttribute('href') !== url) link.remove();
  });
  head.querySelectorAll('meta[property="og:url"]').forEach((meta) => {
    if (meta.getAttribute('content') !== url) meta.remove();
  });
}

/** React 19 hoists these tags into <head>; the prerender step moves them there in the HTML. */
export function PageHead({ title, description = DEFAULT_DESCRIPTION, noindex }: PageHeadProps) {
  const [path] = useLocation();
  const fullTitle = `${title} | ${config.siteName}`;
  const url = absoluteUrl(canonicalPath(path));
  const kept = noindex ? null : url;
  // After React's own tags are in place, so it never removes one React holds.
  useEffect(() => dropStaleAddressTags(kept), [kept]);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={config.siteName} />
      <meta property="og:type" content="website" />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={absoluteUrl(OG_IMAGE_PATH)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
