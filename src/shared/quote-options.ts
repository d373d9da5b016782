// The choices a quote form offers, value -> label. The zod enums in quote-schemas.ts are built from
// the same lists, so a form can never offer a value the server refuses.
import type { ServiceCategorySlug } from './services-catalog';

export type QuoteLine = ServiceCategorySlug;
export type Option = readonly [value: string, label: string];

/** Where a line's quote in progress is kept on the device: `draft:quote:auto`. */
export const QUOTE_DRAFT_KEY_PREFIX = 'draft:quote:';

/** The order lines are offered in on the entry page. */
/** A quote for Medicare cover: the health line's form with its Medicare service chosen. */
export const MEDICARE_QUOTE_HREF = '/quote?line=health&service=medicare';

export const quoteLines = [
  'auto',
  'home',
  'life',
  'health',
  'business',
  'retirement',
] as const satisfies readonly QuoteLine[];

export const options = {
  currentCover: [
    ['insured', 'Yes, I have auto insurance now'],
    ['lapsed', 'I had cover, but it has lapsed'],
    ['none', 'No, I am not insured now'],
  ],
  propertyType: [
    ['house', 'Single-family house'],
    ['condo', 'Condo or apartment I own'],
    ['townhouse', 'Townhouse'],
    ['mobile-home', 'Mobile or manufactured home'],
    ['rental', 'A home I rent out'],
  ],
  coverageAmount: [
    ['100k', '$100,000'],
    ['250k', '$250,000'],
    ['500k', '$500,000'],
    ['1m', '$1,000,000'],
    ['2m-plus', '$2,000,000 or more'],
    ['not-sure', 'Not sure yet'],
  ],
  termLength: [
    ['10', '10 years'],
    ['20', '20 years'],
    ['30', '30 years'],
    ['permanent', 'Lifelong (permanent) cover'],
    ['not-sure', 'Not sure yet'],
  ],
  yesNo: [
    ['no', 'No'],
    ['yes', 'Yes'],
  ],
  whoNeedsCover: [
    ['me', 'Just me'],
    ['me-and-partner', 'Me and my spouse or partner'],
    ['family', 'My family, children included'],
    ['employees', 'My employees'],
  ],
  medicareStatus: [
    ['on-medicare', 'I am on Medicare now'],
    ['turning-65', 'I turn 65 in the next 12 months'],
    ['neither', 'Neither'],
  ],
  medicareInterest: [
    ['advantage', 'Medicare Advantage (Part C)'],
    ['supplement', 'Medicare Supplement (Medigap)'],
    ['part-d', 'Prescription drug plan (Part D)'],
  ],
  businessType: [
    ['retail', 'Retail or shop'],
    ['food', 'Restaurant or food service'],
    ['trades', 'Construction or trades'],
    ['professional', 'Professional or office services'],
    ['healthcare', 'Healthcare or wellness'],
    ['manufacturing', 'Manufacturing'],
    ['transport', 'Transport or delivery'],
    ['other', 'Something else'],
  ],
  revenueBand: [
    ['under-100k', 'Under $100,000 a year'],
    ['100k-500k', '$100,000 to $500,000'],
    ['500k-2m', '$500,000 to $2 million'],
    ['over-2m', 'Over $2 million'],
  ],
  businessCover: [
    ['general-liability', 'General liability'],
    ['commercial-property', 'Commercial property'],
    ['professional-liability', 'Professional liability'],
    ['workers-comp', "Workers' compensation"],
    ['commercial-auto', 'Commercial auto'],
    ['not-sure', 'Not sure, advise me'],
  ],
  retirementGoal: [
    ['retire-soon', 'Plan to retire in the next few years'],
    ['grow-savings', 'Grow my savings for later'],
    ['income-now', 'Turn savings into income now'],
    ['protect-savings', 'Protect what I have saved'],
  ],
  savingsBand: [
    ['under-100k', 'Under $100,000'],
    ['100k-250k', '$100,000 to $250,000'],
    ['250k-500k', '$250,000 to $500,000'],
    ['500k-1m', '$500,000 to $1 million'],
    ['over-1m', 'Over $1 million'],
    ['prefer-not', 'I would rather say on the phone'],
  ],
  retirementInterest: [
    ['annuity', 'An annuity'],
    ['rollover', 'An IRA or 401(k) rollover'],
    ['income-plan', 'A retirement income plan'],
    ['not-sure', 'Not sure, advise me'],
  ],
  contactTime: [
    ['any', 'Any time in office hours'],
    ['morning', 'Morning (8:30 am to noon)'],
    ['afternoon', 'Afternoon (noon to 5:30 pm)'],
  ],
} as const satisfies Record<string, readonly Option[]>;

export type OptionList = keyof typeof options;

/** The values of one list, typed as a non-empty tuple for z.enum. */
export function valuesOf<K extends OptionList>(list: K) {
  return options[list].map(([value]) => value) as unknown as [
    (typeof options)[K][number][0],
    ...(typeof options)[K][number][0][],
  ];
}

export function labelOf(list: OptionList, value: string): string {
  return (options[list] as readonly Option[]).find(([v]) => v === value)?.[1] ?? value;
}
