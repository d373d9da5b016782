// The one data source for the six lines of cover and their 41 service pages (their text:
// docs/content-format.md, "Services"). Routes, navigation, quotes and content all read from here.

import catalog from './data/services-catalog.json';

export const serviceCategorySlugs = ['auto', 'business', 'health', 'home', 'life', 'retirement'] as const;
export type ServiceCategorySlug = (typeof serviceCategorySlugs)[number];

export interface ServiceEntry {
  slug: string;
  title: string;
}

export interface ServiceCategory {
  slug: ServiceCategorySlug;
  title: string;
  summary: string;
  services: ServiceEntry[];
}

// The table itself is data (src/shared/data/services-catalog.json); the slugs are checked against
// ServiceCategorySlug by src/shared/services-catalog.test.ts.
export const serviceCategories = catalog as ServiceCategory[];

export function findCategory(slug: string): ServiceCategory | undefined {
  return serviceCategories.find((c) => c.slug === slug);
}

export function findService(
  categorySlug: string,
  serviceSlug: string,
): { category: ServiceCategory; service: ServiceEntry } | undefined {
  const category = findCategory(categorySlug);
  const service = category?.services.find((s) => s.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}
