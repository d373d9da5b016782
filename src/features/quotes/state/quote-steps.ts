// The steps of each line's form: two steps of risk questions first, then contact details, then a
// review with the consent. Each step validates with its piece of the shared schema.
import { z } from 'zod';
import {
  answersSchemas,
  quoteConsentSchema,
  quoteContactSchema,
  serviceOf,
} from '../../../shared/quote-schemas';
import type { OptionList, QuoteLine } from '../../../shared/quote-options';

export type QuestionKind = 'number' | 'text' | 'select' | 'radio' | 'checkboxes' | 'service';

export interface Question {
  name: string;
  label: string;
  kind: QuestionKind;
  hint?: string;
  options?: OptionList;
  autoComplete?: string;
  optional?: boolean;
}

export interface QuoteStep {
  id: 'cover' | 'details' | 'contact' | 'review';
  title: string;
  questions: Question[];
  /** Validates exactly this step's values (strict: the step's fields only). */
  schema: z.ZodType;
}

const zip: Question = {
  name: 'zip',
  label: 'ZIP code',
  kind: 'text',
  hint: 'Where the cover is needed, like 04101.',
  autoComplete: 'postal-code',
};
const age: Question = { name: 'age', label: 'Your age', kind: 'number', hint: 'In years.' };

/** The two risk steps of each line: [first step, second step]. */
const riskQuestions: Record<QuoteLine, [Question[], Question[]]> = {
  auto: [
    [
      { name: 'vehicles', label: 'How many vehicles should we cover?', kind: 'number' },
      {
        name: 'drivers',
        label: 'How many drivers?',
        kind: 'number',
        hint: 'Everyone in your household who drives them.',
      },
    ],
    [
      {
        name: 'currentCover',
        label: 'Do you have auto insurance now?',
        kind: 'radio',
        options: 'currentCover',
      },
      zip,
    ],
  ],
  home: [
    [
      { name: 'propertyType', label: 'What kind of property is it?', kind: 'radio', options: 'propertyType' },
      { name: 'yearBuilt', label: 'Year built', kind: 'number', hint: 'An estimate is fine, like 1985.' },
    ],
    [
      zip,
      {
        name: 'rebuildEstimate',
        label: 'Rebuild estimate in dollars (optional)',
        kind: 'number',
        hint: 'What it would cost to rebuild, if you know it. Leave it empty if not.',
        optional: true,
      },
    ],
  ],
  life: [
    [
      age,
      {
        name: 'tobacco',
        label: 'Have you used tobacco or nicotine in the last 12 months?',
        kind: 'radio',
        options: 'yesNo',
      },
    ],
    [
      {
        name: 'coverageAmount',
        label: 'How much cover do you want?',
        kind: 'select',
        options: 'coverageAmount',
      },
      { name: 'termLength', label: 'For how long?', kind: 'radio', options: 'termLength' },
    ],
  ],
  health: [
    [
      { name: 'whoNeedsCover', label: 'Who needs cover?', kind: 'radio', options: 'whoNeedsCover' },
      {
        name: 'ages',
        label: 'Ages of everyone to cover',
        kind: 'text',
        hint: 'In years, separated by commas, like 66, 64.',
      },
      zip,
    ],
    [
      {
        name: 'medicareStatus',
        label: 'Are you on Medicare, or turning 65 soon?',
        kind: 'radio',
        options: 'medicareStatus',
      },
      {
        name: 'medicareInterest',
        label: 'Which Medicare plans interest you? (optional)',
        kind: 'checkboxes',
        options: 'medicareInterest',
        hint: 'Choose any that apply, or none if you are not sure.',
        optional: true,
      },
    ],
  ],
  business: [
    [
      {
        name: 'businessType',
        label: 'What kind of business is it?',
        kind: 'select',
        options: 'businessType',
      },
      {
        name: 'employees',
        label: 'How many people do you employ?',
        kind: 'number',
        hint: 'Enter 0 if it is just you.',
      },
    ],
    [
      { name: 'revenueBand', label: 'Yearly revenue', kind: 'radio', options: 'revenueBand' },
      {
        name: 'coverNeeded',
        label: 'What cover do you need?',
        kind: 'checkboxes',
        options: 'businessCover',
        hint: 'Choose all that apply.',
      },
    ],
  ],
  retirement: [
    [age, { name: 'goal', label: 'What is your main goal?', kind: 'radio', options: 'retirementGoal' }],
    [
      {
        name: 'savingsBand',
        label: 'Roughly how much have you saved for retirement?',
        kind: 'select',
        options: 'savingsBand',
      },
      {
        name: 'interest',
        label: 'What would you like to talk about?',
        kind: 'checkboxes',
        options: 'retirementInterest',
        hint: 'Choose all that apply.',
      },
    ],
  ],
};

const contactQuestions: Question[] = [
  { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', kind: 'text', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone number',
    kind: 'text',
    autoComplete: 'tel',
    hint: 'A US number: 10 digits, with the area code.',
  },
  { name: 'contactTime', label: 'When should we call?', kind: 'radio', options: 'contactTime' },
];

const serviceQuestion: Question = { name: 'service', label: 'Which service is this about?', kind: 'service' };

// The union of six object types has no callable pick(); widened to one object type here.
const pickSchema = (line: QuoteLine, questions: Question[]) =>
  (answersSchemas[line] as z.ZodObject).pick(
    Object.fromEntries(questions.map((q) => [q.name, true])) as Record<string, true>,
  );

export function stepsFor(line: QuoteLine): QuoteStep[] {
  const [cover, details] = riskQuestions[line];
  return [
    {
      id: 'cover',
      title: 'About the cover',
      questions: [serviceQuestion, ...cover],
      schema: pickSchema(line, cover).extend({ service: serviceOf(line) }),
    },
    { id: 'details', title: 'A few more details', questions: details, schema: pickSchema(line, details) },
    { id: 'contact', title: 'How to reach you', questions: contactQuestions, schema: quoteContactSchema },
    { id: 'review', title: 'Check and send', questions: [], schema: quoteConsentSchema },
  ];
}

/** The answer fields of a line, in the order the form asks them. */
export const answerFieldsOf = (line: QuoteLine) => riskQuestions[line].flat().map((q) => q.name);

/** The step holding a field, for jumping to the first field the server refused. */
export function stepOfField(steps: QuoteStep[], field: string): number {
  if (field === 'consent' || field === 'consentVersion') return steps.length - 1;
  const index = steps.findIndex((step) => step.questions.some((q) => q.name === field));
  return index;
}
