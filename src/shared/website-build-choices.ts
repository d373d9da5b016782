// A website request's choices (what the wizard offers), its stages and their names, without zod:
// the dashboard's card and the console's lists show them, and importing them from
// website-build-schemas.ts would make those screens load and run every schema of the wizard (zod
// and the field rules) before they could draw (decision 242).
// website-build-schemas.ts builds its enums from these and exports them again.

export const BUSINESS_KINDS = [
  { value: 'independent-agent', label: 'An independent insurance agent' },
  { value: 'agency', label: 'An insurance agency with several agents' },
  { value: 'small-business', label: 'Another kind of small business' },
] as const;

/** The states the agency works in first, then "another state" for anywhere else. */
export const BUILD_STATES = [
  { value: 'ME', label: 'Maine' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'VT', label: 'Vermont' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'other', label: 'Another state' },
] as const;

export const BUILD_LINES = [
  { value: 'auto', label: 'Auto' },
  { value: 'home', label: 'Home and renters' },
  { value: 'life', label: 'Life' },
  { value: 'health', label: 'Health' },
  { value: 'medicare', label: 'Medicare' },
  { value: 'business', label: 'Business and commercial' },
  { value: 'retirement', label: 'Retirement and annuities' },
  { value: 'none', label: 'None: we do not sell insurance' },
] as const;

/** The looks offered; each has a small drawn preview in the wizard (no images are fetched). */
export const BUILD_TEMPLATES = [
  { value: 'harbor', label: 'Harbor', description: 'Calm and classic: a wide banner, navy and white.' },
  { value: 'meadow', label: 'Meadow', description: 'Warm and friendly: rounded cards, soft green.' },
  { value: 'ledger', label: 'Ledger', description: 'Plain and businesslike: a sidebar menu, grey and gold.' },
] as const;

export const BUILD_PAGES = [
  { value: 'about', label: 'About us' },
  { value: 'services', label: 'Services or lines of cover' },
  { value: 'quote', label: 'Quote request form' },
  { value: 'contact', label: 'Contact page with a map link' },
  { value: 'team', label: 'Our team' },
  { value: 'reviews', label: 'Client reviews' },
  { value: 'articles', label: 'Articles and news' },
  { value: 'faq', label: 'Questions and answers' },
] as const;

export const DOMAIN_CHOICES = [
  { value: 'have', label: 'I already own a domain' },
  { value: 'new', label: 'I want a new domain' },
  { value: 'help', label: 'I am not sure: help me choose' },
] as const;

export type BusinessKind = (typeof BUSINESS_KINDS)[number]['value'];
export type BuildState = (typeof BUILD_STATES)[number]['value'];
export type BuildLine = (typeof BUILD_LINES)[number]['value'];
export type BuildTemplate = (typeof BUILD_TEMPLATES)[number]['value'];
export type BuildPage = (typeof BUILD_PAGES)[number]['value'];
export type DomainChoice = (typeof DOMAIN_CHOICES)[number]['value'];

// ---- Stages ----

export const BUILD_STATUSES = ['submitted', 'in_progress', 'in_review', 'live'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BUILD_STATUS_LABELS: Record<BuildStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  in_review: 'In review',
  live: 'Live',
};
