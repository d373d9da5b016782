// Paths of the agency's old content site, kept so old links still work. Each one names the page
// that replaced it: the client shows a stub that links there, and the server answers with a 301.

export interface LegacyPath {
  path: string;
  title: string;
  target: string;
}

export const legacyPaths: LegacyPath[] = [
  { path: '/healthcare', title: 'Healthcare', target: '/services/health' },
  { path: '/health-insurance', title: 'Health Insurance', target: '/services/health' },
  {
    path: '/health-insurance-plans',
    title: 'Health Insurance Plans',
    target: '/services/health/individual-health',
  },
  {
    path: '/family-health-insurance',
    title: 'Family Health Insurance',
    target: '/services/health/family-coverage',
  },
  {
    path: '/group-health-insurance',
    title: 'Group Health Insurance',
    target: '/services/health/group-health',
  },
  { path: '/dental-insurance', title: 'Dental Insurance', target: '/services/health/dental' },
  { path: '/vision-insurance', title: 'Vision Insurance', target: '/services/health/vision-coverage' },
  { path: '/medicare', title: 'Medicare', target: '/services/health/medicare' },
  { path: '/medicare-advantage', title: 'Medicare Advantage', target: '/resources/medicare-guide' },
  { path: '/medicare-supplement', title: 'Medicare Supplement', target: '/resources/medicare-guide' },
  { path: '/medicare-part-d', title: 'Medicare Part D', target: '/resources/medicare-guide' },
  {
    path: '/medicare-enrollment-periods',
    title: 'Medicare Enrollment Periods',
    target: '/resources/medicare-guide',
  },
  { path: '/medicare/turning-65', title: 'Turning 65', target: '/resources/medicare-guide' },
  {
    path: '/medicare/medigap-vs-advantage',
    title: 'Medigap vs Medicare Advantage',
    target: '/resources/medicare-guide',
  },
  { path: '/senior-dental-plans', title: 'Senior Dental Plans', target: '/services/health/senior-dental' },
  { path: '/annuities', title: 'Annuities', target: '/services/retirement/annuity' },
  { path: '/fixed-annuities', title: 'Fixed Annuities', target: '/services/retirement/annuity' },
  { path: '/indexed-annuities', title: 'Indexed Annuities', target: '/services/retirement/annuity' },
  {
    path: '/annuities/how-annuities-work',
    title: 'How Annuities Work',
    target: '/services/retirement/annuity',
  },
  { path: '/retirement-planning', title: 'Retirement Planning', target: '/retirement' },
  { path: '/401k-rollover', title: '401(k) Rollover', target: '/services/retirement/401k' },
  { path: '/ira-rollover', title: 'IRA Rollover', target: '/services/retirement/iras' },
  {
    path: '/long-term-care-insurance',
    title: 'Long-Term Care Insurance',
    target: '/services/retirement/long-term-care',
  },
  { path: '/life-insurance', title: 'Life Insurance', target: '/services/life' },
  { path: '/term-life-insurance', title: 'Term Life Insurance', target: '/services/life/term-life' },
  { path: '/whole-life-insurance', title: 'Whole Life Insurance', target: '/services/life/whole-life' },
  {
    path: '/universal-life-insurance',
    title: 'Universal Life Insurance',
    target: '/services/life/universal-life',
  },
  {
    path: '/final-expense-insurance',
    title: 'Final Expense Insurance',
    target: '/services/life/final-expense',
  },
  {
    path: '/life-insurance/how-much-do-i-need',
    title: 'How Much Life Insurance Do I Need',
    target: '/resources/life-insurance-buyers-guide',
  },
  {
    path: '/life-insurance/term-vs-whole',
    title: 'Term vs Whole Life',
    target: '/resources/life-insurance-buyers-guide',
  },
  { path: '/life-insurance-quotes', title: 'Life Insurance Quotes', target: '/services/life' },
  { path: '/category/auto-insurance', title: 'Auto Insurance', target: '/services/auto' },
  { path: '/category/home-insurance', title: 'Home Insurance', target: '/services/home' },
  { path: '/category/life-insurance', title: 'Life Insurance', target: '/services/life' },
  { path: '/category/health-insurance', title: 'Health Insurance', target: '/services/health' },
  { path: '/category/medicare', title: 'Medicare', target: '/services/health/medicare' },
  { path: '/category/retirement', title: 'Retirement', target: '/services/retirement' },
  { path: '/category/business-insurance', title: 'Business Insurance', target: '/services/business' },
  { path: '/auto-insurance', title: 'Auto Insurance', target: '/services/auto' },
  { path: '/car-insurance-quote', title: 'Car Insurance Quote', target: '/services/auto/personal-auto' },
  { path: '/home-insurance', title: 'Home Insurance', target: '/services/home' },
  { path: '/homeowners-insurance', title: 'Homeowners Insurance', target: '/services/home/homeowners' },
  { path: '/flood-insurance', title: 'Flood Insurance', target: '/services/home/flood-insurance' },
  { path: '/business-insurance', title: 'Business Insurance', target: '/services/business' },
  {
    path: '/workers-compensation',
    title: "Workers' Compensation",
    target: '/services/business/workers-comp',
  },
  {
    path: '/general-liability-insurance',
    title: 'General Liability Insurance',
    target: '/services/business/general-liability',
  },
  { path: '/contact-insurance-agency', title: 'Contact the Agency', target: '/contact' },
  { path: '/insurance-agency-near-me', title: 'Insurance Agency Near Me', target: '/about-us' },
  { path: '/blog', title: 'Blog', target: '/articles/overview' },
  // Articles live under /articles/...; the bare folder is where people trim a URL to.
  { path: '/articles', title: 'Articles', target: '/articles/overview' },
  {
    path: '/insurance-glossary',
    title: 'Insurance Glossary',
    target: '/resources/health-insurance-glossary',
  },
  // The old site exposed two name-server style paths; they are kept so old links land somewhere.
  { path: '/ns1.agency-dns.net', title: 'Name Server 1', target: '/' },
  { path: '/ns2.agency-dns.net', title: 'Name Server 2', target: '/' },
];

const byPath = new Map(legacyPaths.map((entry) => [entry.path.toLowerCase(), entry]));

export function findLegacyPath(path: string): LegacyPath | undefined {
  return byPath.get(path.replace(/\/+$/, '').toLowerCase());
}
