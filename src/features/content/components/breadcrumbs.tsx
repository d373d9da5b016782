import { Link } from 'wouter';
import { config } from '@/lib/config';
import type { LinkRef } from '../../../shared/content-types';
import { breadcrumbLd } from '../../../shared/structured-data';
import { JsonLd } from './json-ld';

export const HOME: LinkRef = { path: '/', title: 'Home' };

interface BreadcrumbsProps {
  /** This page: the trail's last step, not a link. */
  page: LinkRef;
  /** The pages above it, outermost first; the home page unless said otherwise. */
  parents?: LinkRef[];
}

/** Where this page sits in the site, for people (a trail of links) and search engines (JSON-LD). */
export function Breadcrumbs({ page, parents = [HOME] }: BreadcrumbsProps) {
  const trail = [...parents, { path: page.path, title: page.title }];
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
      <JsonLd data={breadcrumbLd(trail, config.siteUrl)} />
    </nav>
  );
}
