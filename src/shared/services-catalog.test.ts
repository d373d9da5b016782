import { describe, expect, it } from 'vitest';
import { findService, serviceCategories, serviceCategorySlugs } from './services-catalog';

// The catalog is a JSON file, so the type system cannot see its slugs: this test does.
describe('services catalog data', () => {
  it('holds exactly the six lines of cover, in order', () => {
    expect(serviceCategories.map((c) => c.slug)).toEqual([...serviceCategorySlugs]);
  });

  it('gives every line a title, a summary and services with unique, URL-safe slugs', () => {
    for (const category of serviceCategories) {
      expect(category.title.length).toBeGreaterThan(0);
      expect(category.summary.length).toBeGreaterThan(0);
      const slugs = category.services.map((s) => s.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(serviceCategories.flatMap((c) => c.services)).toHaveLength(41);
  });

  it('finds a service by its two slugs and nothing else', () => {
    expect(findService('health', 'medicare')?.service.title).toBe('Medicare Plans');
    expect(findService('health', 'term-life')).toBeUndefined();
  });
});
