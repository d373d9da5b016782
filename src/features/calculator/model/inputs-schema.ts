// The calculator's inputs: the form keeps exactly what the person typed (strings), and this schema
// turns them into numbers or field messages. The same raw strings go into the URL and the device.
import { z } from 'zod';
import { formatNumber } from '../../../shared/format-number';

export const FIELD_NAMES = [
  'currentAge',
  'retirementAge',
  'lifeExpectancy',
  'currentSavings',
  'annualIncome',
  'incomeGrowth',
  'contribution',
  'contributionType',
  'employerMatch',
  'employerMatchCap',
  'returnBefore',
  'returnDuring',
  'inflation',
  'incomeGoal',
  'incomeGoalType',
  'socialSecurity',
  'socialSecurityAge',
  'pension',
  'pensionInflationAdjusted',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type RawInputs = Record<FieldName, string>;

export const DEFAULT_RAW_INPUTS: RawInputs = {
  currentAge: '50',
  retirementAge: '67',
  lifeExpectancy: '92',
  currentSavings: '150000',
  annualIncome: '65000',
  incomeGrowth: '2.5',
  contribution: '8',
  contributionType: 'percent',
  employerMatch: '50',
  employerMatchCap: '6',
  returnBefore: '6',
  returnDuring: '4',
  inflation: '2.5',
  incomeGoal: '80',
  incomeGoalType: 'percent',
  socialSecurity: '2200',
  socialSecurityAge: '67',
  pension: '0',
  pensionInflationAdjusted: 'no',
};

/** "$150,000", " 6 % " and "150000" all mean the same number; anything else is refused. */
function number(label: string, min: number, max: number, unit: 'years' | 'dollars' | 'percent' | 'plain') {
  const shown = (value: number) => (unit === 'dollars' ? `$${formatNumber(value)}` : formatNumber(value));
  const suffix = unit === 'percent' ? '%' : '';
  return z
    .string()
    .transform((text) => text.replace(/[$,%\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, `Enter ${label}.`)
        .regex(
          /^-?\d*\.?\d+$/,
          `Enter ${label} as a number, for example ${shown(min === 0 ? 10 : min)}${suffix}.`,
        )
        .transform(Number)
        .pipe(
          z
            .number()
            .min(min, `${capitalise(label)} must be at least ${shown(min)}${suffix}.`)
            .max(max, `${capitalise(label)} must be ${shown(max)}${suffix} or less.`),
        ),
    );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const choice = <T extends [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const fieldsSchema = () =>
  z.object({
    currentAge: number('your age', 18, 100, 'years'),
    retirementAge: number('the age you plan to retire', 30, 100, 'years'),
    lifeExpectancy: number('the age to plan up to', 50, 120, 'years'),
    currentSavings: number('your savings', 0, 100_000_000, 'dollars'),
    annualIncome: number('your yearly income', 0, 10_000_000, 'dollars'),
    incomeGrowth: number('the yearly raise', -10, 20, 'percent'),
    contribution: number('what you save', 0, 1_000_000, 'plain'),
    contributionType: choice(['percent', 'amount'], 'Choose how you save: a percentage or an amount.'),
    employerMatch: number('the employer match', 0, 300, 'percent'),
    employerMatchCap: number('the match limit', 0, 100, 'percent'),
    returnBefore: number('the return before retirement', -10, 20, 'percent'),
    returnDuring: number('the return during retirement', -10, 20, 'percent'),
    inflation: number('inflation', -5, 20, 'percent'),
    incomeGoal: number('the income you want', 0, 10_000_000, 'plain'),
    incomeGoalType: choice(['percent', 'amount'], 'Choose a percentage or an amount.'),
    socialSecurity: number('your Social Security estimate', 0, 100_000, 'dollars'),
    socialSecurityAge: number('the age Social Security starts', 62, 70, 'years'),
    pension: number('your pension', 0, 1_000_000, 'dollars'),
    pensionInflationAdjusted: choice(['yes', 'no'], 'Choose yes or no.'),
  });

/** Rules between fields: each message sits at the field the person should change. */
const buildInputsSchema = () =>
  fieldsSchema().superRefine((v, ctx) => {
    if (v.retirementAge < v.currentAge) {
      ctx.addIssue({
        code: 'custom',
        path: ['retirementAge'],
        message: `Retirement age can't be below your current age (${v.currentAge}). If you have already retired, enter your current age.`,
      });
    }
    if (v.lifeExpectancy <= v.retirementAge) {
      ctx.addIssue({
        code: 'custom',
        path: ['lifeExpectancy'],
        message: `The age to plan up to must be above your retirement age (${v.retirementAge}).`,
      });
    }
    if (v.contributionType === 'percent' && v.contribution > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['contribution'],
        message: 'A percentage of income must be 100% or less.',
      });
    }
    if (v.incomeGoalType === 'percent' && v.incomeGoal > 300) {
      ctx.addIssue({
        code: 'custom',
        path: ['incomeGoal'],
        message: 'A percentage of final income must be 300% or less.',
      });
    }
  });

// Built on the first call, not when the page's code loads: the 19 fields make about a hundred zod
// schemas, and building them is a long task on a throttled phone inside the task that evaluates
// the page. The defaults are known to be valid, so the page's first render
// uses DEFAULT_INPUTS and the schema is built when someone first changes a field (decision 076).
let inputsSchema: ReturnType<typeof buildInputsSchema> | undefined;
export const getInputsSchema = () => (inputsSchema ??= buildInputsSchema());

export type CalculatorInputs = z.output<ReturnType<typeof buildInputsSchema>>;

/** DEFAULT_RAW_INPUTS as the schema reads them (inputs-schema.test.ts checks they agree). */
export const DEFAULT_INPUTS: CalculatorInputs = {
  currentAge: 50,
  retirementAge: 67,
  lifeExpectancy: 92,
  currentSavings: 150_000,
  annualIncome: 65_000,
  incomeGrowth: 2.5,
  contribution: 8,
  contributionType: 'percent',
  employerMatch: 50,
  employerMatchCap: 6,
  returnBefore: 6,
  returnDuring: 4,
  inflation: 2.5,
  incomeGoal: 80,
  incomeGoalType: 'percent',
  socialSecurity: 2200,
  socialSecurityAge: 67,
  pension: 0,
  pensionInflationAdjusted: 'no',
};

const isDefault = (raw: RawInputs) => FIELD_NAMES.every((name) => raw[name] === DEFAULT_RAW_INPUTS[name]);

export type ParsedInputs =
  { ok: true; inputs: CalculatorInputs } | { ok: false; errors: Partial<Record<FieldName, string>> };

export function parseInputs(raw: RawInputs): ParsedInputs {
  if (isDefault(raw)) return { ok: true, inputs: { ...DEFAULT_INPUTS } };
  const result = getInputsSchema().safeParse(raw);
  if (result.success) return { ok: true, inputs: result.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Known keys only, as strings, over the defaults: what a URL or the device may hand us. */
export function mergeRaw(source: Partial<Record<string, unknown>> | null | undefined): RawInputs {
  const merged = { ...DEFAULT_RAW_INPUTS };
  if (!source) return merged;
  for (const name of FIELD_NAMES) {
    const value = source[name];
    if (typeof value === 'string') merged[name] = value.slice(0, 40);
  }
  return merged;
}
