// Labels and plain-language help for every input, grouped as the form shows them; drawn with the
// form kit's NumberField and ChoiceGroup (calculator-form.tsx).
import type { FieldName, RawInputs } from '../model/inputs-schema';

/** What a number is counted in: dollars show "$" before the box, a percentage "%" after it. */
export type Measure = 'dollars' | 'percent';

export interface NumberFieldConfig {
  kind: 'number';
  name: FieldName;
  label: string;
  hint: string;
  /** Its measure, or how the choice before it sets it (a dollar amount or a share of pay). */
  measure?: Measure | ((raw: RawInputs) => Measure);
}

export interface ChoiceFieldConfig {
  kind: 'choice';
  name: FieldName;
  legend: string;
  options: { value: string; label: string }[];
}

export type FieldConfig = NumberFieldConfig | ChoiceFieldConfig;

export interface FieldGroup {
  id: string;
  legend: string;
  fields: FieldConfig[];
}

const num = (
  name: FieldName,
  label: string,
  hint: string,
  measure?: NumberFieldConfig['measure'],
): NumberFieldConfig => ({ kind: 'number', name, label, hint, ...(measure ? { measure } : {}) });

/** A number given as a dollar amount or a percentage, as the choice named `by` says. */
const chosenBy =
  (by: 'contributionType' | 'incomeGoalType') =>
  (raw: RawInputs): Measure =>
    raw[by] === 'amount' ? 'dollars' : 'percent';

const choice = (name: FieldName, legend: string, options: [string, string][]): ChoiceFieldConfig => ({
  kind: 'choice',
  name,
  legend,
  options: options.map(([value, label]) => ({ value, label })),
});

export const FIELD_GROUPS: FieldGroup[] = [
  {
    id: 'ages',
    legend: 'Your ages',
    fields: [
      num('currentAge', 'Your age today', 'In whole years.'),
      num('retirementAge', 'Age you plan to retire', 'If you have already retired, enter your age today.'),
      num(
        'lifeExpectancy',
        'Age to plan up to',
        'Planning to about 90 or 95 is safer than planning to an average lifespan.',
      ),
    ],
  },
  {
    id: 'savings',
    legend: 'Your savings and pay',
    fields: [
      num(
        'currentSavings',
        'Retirement savings today (dollars)',
        'The total in your 401(k), IRA and other retirement accounts.',
        'dollars',
      ),
      num(
        'annualIncome',
        'Yearly income before taxes (dollars)',
        'If you have retired, enter your last yearly pay.',
        'dollars',
      ),
      num(
        'incomeGrowth',
        'Expected yearly raise (%)',
        'How much your pay grows each year, for example 2.5.',
        'percent',
      ),
      choice('contributionType', 'How do you want to enter what you save?', [
        ['percent', 'As a percentage of my pay'],
        ['amount', 'As a dollar amount each month'],
      ]),
      num(
        'contribution',
        'What you save each month',
        'A percentage of pay or dollars a month, as chosen above. A percentage rises with your pay.',
        chosenBy('contributionType'),
      ),
      num(
        'employerMatch',
        'Employer match (% of what you save)',
        'For example 50 if your employer adds 50 cents for each dollar you save. Enter 0 if none.',
        'percent',
      ),
      num(
        'employerMatchCap',
        'Employer matches up to (% of your pay)',
        'The most of your pay your employer will match, often 6.',
        'percent',
      ),
    ],
  },
  {
    id: 'growth',
    legend: 'Growth and prices',
    fields: [
      num(
        'returnBefore',
        'Yearly investment return before retirement (%)',
        'An average over many years, after fees. 5 to 7 is common for a mix of stocks and bonds.',
        'percent',
      ),
      num(
        'returnDuring',
        'Yearly investment return during retirement (%)',
        'Usually lower, as savings move to safer investments. 3 to 5 is common.',
        'percent',
      ),
      num(
        'inflation',
        'Yearly inflation (%)',
        'How fast prices rise. The long-run U.S. average is about 2.5 to 3.',
        'percent',
      ),
    ],
  },
  {
    id: 'income',
    legend: 'Income in retirement',
    fields: [
      choice('incomeGoalType', 'How do you want to enter the income you want?', [
        ['percent', 'As a percentage of my final yearly pay'],
        ['amount', "As a dollar amount each month, in today's dollars"],
      ]),
      num(
        'incomeGoal',
        'Income you want in retirement',
        "Many people need 70% to 85% of their final pay. An amount is per month, in today's dollars.",
        chosenBy('incomeGoalType'),
      ),
      num(
        'socialSecurity',
        "Social Security estimate (dollars a month, today's dollars)",
        'Your estimate is on your statement at ssa.gov/myaccount. Enter 0 if none.',
        'dollars',
      ),
      num(
        'socialSecurityAge',
        'Age Social Security starts',
        'Between 62 and 70. Waiting longer means a larger check.',
      ),
      num(
        'pension',
        'Pension (dollars a month when it starts)',
        'Enter 0 if you have no pension. It is counted from your retirement age.',
        'dollars',
      ),
      choice('pensionInflationAdjusted', 'Does your pension rise with inflation each year?', [
        ['no', 'No, it stays the same'],
        ['yes', 'Yes, it rises with inflation'],
      ]),
    ],
  },
];

/**
 * The answers that move the result most, so a first result comes before seventeen questions:
 * shown first; the others are under "Refine", with example values until changed.
 */
export const FIRST_FIELDS: FieldName[] = [
  'currentAge',
  'retirementAge',
  'currentSavings',
  'incomeGoalType',
  'incomeGoal',
];

export const FORM_ID = 'calculator';
