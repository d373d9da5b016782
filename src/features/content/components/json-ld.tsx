import { ldJson } from '../../../shared/structured-data';

/** A schema.org data block. Not executable script, so the CSP's script-src does not apply. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(data) }} />;
}
