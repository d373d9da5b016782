import { Link } from 'wouter';
import type { LinkRef } from '../../../shared/content-types';
import { breadcrumbLd } from '../../../shared/structured-data';
import { JsonLd } from './json-ld';

/** Where this page sits in the site, for people (a trail of links) and search engines (JSON-LD). */
export function Breadcrumbs({ trail, siteUrl }: { trail: LinkRef[]; siteUrl: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((item, index) => (
          <li key={item.path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{item.title}</span>
            ) : (
              <Link href={item.path}>{item.title}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbLd(trail, siteUrl)} />
    </nav>
  );
}
