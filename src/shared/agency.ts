// Facts about the agency that pages, structured data and the footer all repeat. One place to change:
// an agency sets its own in a JSON file named by AGENCY_FILE at build time (scripts/agency-file.mjs,
// README), compiled in as __AGENCY_OVERRIDES__; these are the defaults, a SAMPLE agency's.
// Two more of its facts are lists, each in its own module so that only the pages showing it load
// it: the staff who write and review articles (staff.ts) and the customers' reviews (reviews.ts),
// whose defaults are SAMPLES too (sample-staff.ts, sample-reviews.ts).

declare const __AGENCY_OVERRIDES__: Record<string, unknown> | undefined;

const defaults = {
  name: 'Harbor Point Insurance & Financial',
  shortName: 'Harbor Point',
  founded: 2004,
  phone: '(207) 555-0148',
  phoneE164: '+12075550148',
  tty: '711',
  email: 'hello@harborpoint.example',
  address: {
    street: '48 Commercial Street, Suite 3',
    city: 'Portland',
    region: 'ME',
    postalCode: '04101',
    country: 'US',
  },
  hours: [
    { days: 'Monday to Friday', time: '8:30 am to 5:30 pm ET' },
    { days: 'Saturday', time: '9:00 am to 12:00 pm ET (October 15 to December 7)' },
  ],
  statesServed: ['Maine', 'New Hampshire', 'Vermont', 'Massachusetts', 'Rhode Island', 'Connecticut'],
  licence: 'Maine Bureau of Insurance agency licence AGN-204417',
  /** Who answers in Spanish, on the agency's own line: the chat and the contact page name them. */
  spanish: { name: 'Ana Ruiz', phone: '(207) 555-0148' },
  medicare: {
    organizations: 6,
    plans: 41,
  },
} as const;

// Unset where no bundler defines it (tsx scripts, tests): the defaults.
const overrides = (typeof __AGENCY_OVERRIDES__ === 'object' ? __AGENCY_OVERRIDES__ : {}) as Partial<
  typeof defaults
>;

export const agency: typeof defaults = {
  ...defaults,
  ...overrides,
  address: { ...defaults.address, ...overrides.address },
  medicare: { ...defaults.medicare, ...overrides.medicare },
  spanish: { ...defaults.spanish, ...overrides.spanish },
};

/** What AGENCY_FILE held when this code was built ({} when unset), less its staff and reviews. */
export const agencyOverrides: Readonly<Record<string, unknown>> = overrides;

/** The defaults, for the content compiler's swap of the facts written into markdown. */
export const defaultAgency = defaults;
