// The body of POST /api/quotes, shared by the multi-step form (one step's piece at a time) and the
// server (the whole body). Form inputs hold strings, so number fields accept digit strings too.
import { z } from 'zod';
import { emailSchema, honeypotSchema, oneLine, personName } from './fields';
import { phoneSchema } from './phone-field';
import { CONSENT_VERSIONS } from './quote-consent';
import { quoteLines, valuesOf, type OptionList, type QuoteLine } from './quote-options';
import { findCategory } from './services-catalog';

const choice = (list: OptionList, message: string) => z.enum(valuesOf(list), { error: message });

const choices = (list: OptionList, message: string) =>
  z.array(choice(list, message), { error: message }).min(1, message).max(10);

/** An empty input means "not answered"; digits become a number; anything else stays to fail. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed.replace(/,/g, '')) ? Number(trimmed.replace(/,/g, '')) : trimmed;
};

const whole = (missing: string, min: number, max: number, range: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : range) })
      .int(range)
      .min(min, range)
      .max(max, range),
  );

const optionalWhole = (min: number, max: number, range: string) =>
  z.preprocess(toNumber, z.number({ error: range }).int(range).min(min, range).max(max, range).optional());

const age = (who = 'your age') => whole(`Enter ${who}.`, 18, 110, 'Enter an age from 18 to 110, in years.');

/** A short line of digits in a set form: anything else, too long included, gets the one `message`. */
const shaped = (label: string, missing: string, max: number, form: RegExp, message: string) =>
  oneLine({ label, missing, max, tooLong: message }).regex(form, message);

export const zipSchema = shaped(
  'your ZIP code',
  'Enter your ZIP code.',
  10,
  /^\d{5}(-\d{4})?$/,
  'Enter a 5-digit ZIP code, like 04101.',
).transform((value) => value.slice(0, 5));

const AGES_MESSAGE = 'List each age in years, separated by commas, like 64, 61.';
/** "64, 61, 12": everyone the health plan should cover; up to 10 people. */
export const agesSchema = shaped(
  'the ages',
  'Enter the age of each person to cover.',
  60,
  /^\d{1,3}(\s*,\s*\d{1,3}){0,9}$/,
  AGES_MESSAGE,
)
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .refine((ages) => ages.every((a) => a <= 110), AGES_MESSAGE);

const thisYear = new Date().getFullYear();

export const answersSchemas = {
  auto: z.strictObject({
    vehicles: whole('Enter how many vehicles to cover.', 1, 10, 'Enter a number of vehicles from 1 to 10.'),
    drivers: whole('Enter how many drivers to cover.', 1, 10, 'Enter a number of drivers from 1 to 10.'),
    currentCover: choice('currentCover', 'Choose whether you have auto insurance now.'),
    zip: zipSchema,
  }),
  home: z.strictObject({
    propertyType: choice('propertyType', 'Choose the type of property.'),
    yearBuilt: whole(
      'Enter the year the home was built.',
      1700,
      thisYear + 2,
      `Enter a year from 1700 to ${thisYear + 2}.`,
    ),
    zip: zipSchema,
    rebuildEstimate: optionalWhole(
      10_000,
      50_000_000,
      'Enter a whole dollar amount from 10,000 to 50,000,000, or leave it empty.',
    ),
  }),
  life: z.strictObject({
    age: age(),
    tobacco: choice('yesNo', 'Choose whether you have used tobacco in the last 12 months.'),
    coverageAmount: choice('coverageAmount', 'Choose a coverage amount.'),
    termLength: choice('termLength', 'Choose how long you want cover for.'),
  }),
  health: z.strictObject({
    whoNeedsCover: choice('whoNeedsCover', 'Choose who needs cover.'),
    ages: agesSchema,
    zip: zipSchema,
    medicareStatus: choice('medicareStatus', 'Choose whether you are on Medicare or turning 65.'),
    medicareInterest: z.array(choice('medicareInterest', 'Choose from the listed plans.')).max(3).optional(),
  }),
  business: z.strictObject({
    businessType: choice('businessType', 'Choose the kind of business.'),
    employees: whole(
      'Enter how many people you employ (0 if none).',
      0,
      100_000,
      'Enter a number of employees from 0 to 100,000.',
    ),
    revenueBand: choice('revenueBand', 'Choose your yearly revenue.'),
    coverNeeded: choices('businessCover', 'Choose at least one kind of cover.'),
  }),
  retirement: z.strictObject({
    age: age(),
    goal: choice('retirementGoal', 'Choose your main goal.'),
    savingsBand: choice('savingsBand', 'Choose roughly how much you have saved.'),
    interest: choices('retirementInterest', 'Choose at least one thing you want to talk about.'),
  }),
} satisfies Record<QuoteLine, z.ZodObject>;

export type QuoteAnswers<L extends QuoteLine = QuoteLine> = z.output<(typeof answersSchemas)[L]>;

export const quoteContactSchema = z.strictObject({
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: emailSchema,
  phone: phoneSchema,
  contactTime: choice('contactTime', 'Choose when we should contact you.'),
});

export const quoteConsentSchema = z.strictObject({
  consent: z.literal(true, { error: 'Tick the box so an agent may contact you about this quote.' }),
  consentVersion: z.enum(CONSENT_VERSIONS, { error: 'Reload the page to see the current consent text.' }),
});

/** The fields of a request about the person rather than the cover: contact details, then consent. */
export const QUOTE_CONTACT_FIELDS = Object.keys(quoteContactSchema.shape);
export const QUOTE_CONSENT_FIELDS = Object.keys(quoteConsentSchema.shape);

/** A service of the line (services-catalog.ts), or none for a general quote. */
export const serviceOf = (line: QuoteLine) => {
  const slugs = findCategory(line)?.services.map((s) => s.slug) ?? [];
  return z
    .enum(slugs as [string, ...string[]], { error: 'Choose a service from this line of cover.' })
    .optional();
};

const leadOf = <L extends QuoteLine>(line: L) =>
  z.strictObject({
    line: z.literal(line),
    service: serviceOf(line),
    answers: answersSchemas[line],
    ...quoteContactSchema.shape,
    ...quoteConsentSchema.shape,
    website: honeypotSchema,
  });

// Built on its first parse (z.lazy keeps it): the whole request of six lines is the server's to check,
// and the form's page would otherwise build it while its code loads (decision 247).
export const createQuoteSchema = z.lazy(() =>
  z.discriminatedUnion(
    'line',
    [
      leadOf('auto'),
      leadOf('home'),
      leadOf('life'),
      leadOf('health'),
      leadOf('business'),
      leadOf('retirement'),
    ],
    { error: 'Choose a line of cover: auto, home, life, health, business or retirement.' },
  ),
);

export type CreateQuoteInput = z.input<typeof createQuoteSchema>;
export type CreateQuoteData = z.output<typeof createQuoteSchema>;

export const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'closed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** HP- and six characters without look-alikes (no 0/O, 1/I/L), easy to read out on the phone. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referencePattern = /^HP-[2-9A-HJKMNP-Z]{6}$/;

/** The one answer POST /api/quotes gives: never contact details. */
export const createQuoteResponseSchema = z.object({
  reference: z.string().regex(referencePattern),
  line: z.enum(quoteLines),
  createdAt: z.string(),
});
export type CreateQuoteResponse = z.output<typeof createQuoteResponseSchema>;
