// The one data source for the six lines of cover and their 41 service pages (their text:
// docs/content-format.md, "Services"). Routes, navigation, quotes and content all read from here.

export type ServiceCategorySlug = 'auto' | 'business' | 'health' | 'home' | 'life' | 'retirement';

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

export const serviceCategories: ServiceCategory[] = [
  {
    slug: 'auto',
    title: 'Auto Insurance',
    summary: 'Cover for the cars, trucks and vans you drive, for yourself or your business.',
    services: [
      { slug: 'commercial-auto', title: 'Commercial Auto Insurance' },
      { slug: 'comprehensive-coverage', title: 'Comprehensive Coverage' },
      { slug: 'multi-vehicle', title: 'Multi-Vehicle Insurance' },
      { slug: 'personal-auto', title: 'Personal Auto Insurance' },
      { slug: 'personal-injury-protection', title: 'Personal Injury Protection' },
      { slug: 'uninsured-motorist', title: 'Uninsured Motorist Coverage' },
    ],
  },
  {
    slug: 'business',
    title: 'Business Insurance',
    summary: 'Protection for the property, people and liability of a small or growing business.',
    services: [
      { slug: 'commercial-auto', title: 'Business Commercial Auto' },
      { slug: 'commercial-property', title: 'Commercial Property Insurance' },
      { slug: 'general-liability', title: 'General Liability Insurance' },
      { slug: 'professional-liability', title: 'Professional Liability Insurance' },
      { slug: 'workers-comp', title: "Workers' Compensation" },
    ],
  },
  {
    slug: 'health',
    title: 'Health Insurance',
    summary: 'Individual, family, group and Medicare plans, plus dental and vision cover.',
    services: [
      { slug: 'dental', title: 'Dental Insurance' },
      { slug: 'family-coverage', title: 'Family Health Coverage' },
      { slug: 'group-health', title: 'Group Health Insurance' },
      { slug: 'individual-health', title: 'Individual Health Insurance' },
      { slug: 'medicare', title: 'Medicare Plans' },
      { slug: 'private-health', title: 'Private Health Insurance' },
      { slug: 'senior-dental', title: 'Senior Dental Insurance' },
      { slug: 'vision-coverage', title: 'Vision Coverage' },
    ],
  },
  {
    slug: 'home',
    title: 'Home Insurance',
    summary: 'Cover for your house, what is in it, and the liability that comes with owning it.',
    services: [
      { slug: 'flood-insurance', title: 'Flood Insurance' },
      { slug: 'homeowners', title: 'Homeowners Insurance' },
      { slug: 'liability-coverage', title: 'Personal Liability Coverage' },
      { slug: 'living-expenses', title: 'Additional Living Expenses' },
      { slug: 'property-coverage', title: 'Property Coverage' },
      { slug: 'property-protection', title: 'Property Protection' },
      { slug: 'valuable-items', title: 'Valuable Items Coverage' },
    ],
  },
  {
    slug: 'life',
    title: 'Life Insurance',
    summary: 'Term, permanent and final expense cover, and life insurance for businesses.',
    services: [
      { slug: 'final-expense', title: 'Final Expense Insurance' },
      { slug: 'group-life-insurance', title: 'Group Life Insurance' },
      { slug: 'key-person-insurance', title: 'Key Person Insurance' },
      { slug: 'life-insurance', title: 'Life Insurance Basics' },
      { slug: 'split-dollar', title: 'Split-Dollar Life Insurance' },
      { slug: 'term-life', title: 'Term Life Insurance' },
      { slug: 'universal-life', title: 'Universal Life Insurance' },
      { slug: 'whole-life', title: 'Whole Life Insurance' },
    ],
  },
  {
    slug: 'retirement',
    title: 'Retirement Planning',
    summary: 'Saving, income and care planning for the years after work.',
    services: [
      { slug: '401k', title: '401(k) Plans and Rollovers' },
      { slug: 'annuity', title: 'Annuities' },
      { slug: 'dental', title: 'Dental Cover in Retirement' },
      { slug: 'iras', title: 'IRAs' },
      { slug: 'long-term-care', title: 'Long-Term Care Insurance' },
      { slug: 'pension-planning', title: 'Pension Planning' },
      { slug: 'retirement-income', title: 'Retirement Income Planning' },
    ],
  },
];

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
