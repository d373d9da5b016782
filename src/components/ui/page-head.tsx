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

/** React 19 hoists these tags into <head>; the prerender step moves them there in the HTML. */
export function PageHead({ title, description = DEFAULT_DESCRIPTION, noindex }: PageHeadProps) {
  const [path] = useLocation();
  const fullTitle = `${title} | ${config.siteName}`;
  const url = absoluteUrl(path);
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
