// How a quote's answers read to the agent who calls back: a short name for each answer and, for a
// choice, the form's own wording of the value ("Yes, I have auto insurance now", not "insured").
// The form asks in full sentences (features/quotes/state/quote-steps.ts); a lead lists facts.
import { formatNumber } from './format-number';
import { labelOf, type OptionList } from './quote-options';
import type { answersSchemas } from './quote-schemas';

type AnswerName = {
  [L in keyof typeof answersSchemas]: keyof (typeof answersSchemas)[L]['shape'];
}[keyof typeof answersSchemas];

const answerFacts: Record<AnswerName, { label: string; list?: OptionList; money?: boolean }> = {
  vehicles: { label: 'Vehicles' },
  drivers: { label: 'Drivers' },
  currentCover: { label: 'Insured now', list: 'currentCover' },
  zip: { label: 'ZIP code' },
  propertyType: { label: 'Property', list: 'propertyType' },
  yearBuilt: { label: 'Year built' },
  rebuildEstimate: { label: 'Rebuild estimate', money: true },
  age: { label: 'Age' },
  tobacco: { label: 'Tobacco or nicotine in the last 12 months', list: 'yesNo' },
  coverageAmount: { label: 'Cover wanted', list: 'coverageAmount' },
  termLength: { label: 'For how long', list: 'termLength' },
  whoNeedsCover: { label: 'Who needs cover', list: 'whoNeedsCover' },
  ages: { label: 'Ages to cover' },
  medicareStatus: { label: 'Medicare', list: 'medicareStatus' },
  medicareInterest: { label: 'Medicare plans of interest', list: 'medicareInterest' },
  businessType: { label: 'Business', list: 'businessType' },
  employees: { label: 'Employees' },
  revenueBand: { label: 'Yearly revenue', list: 'revenueBand' },
  coverNeeded: { label: 'Cover needed', list: 'businessCover' },
  goal: { label: 'Main goal', list: 'retirementGoal' },
  savingsBand: { label: 'Saved for retirement', list: 'savingsBand' },
  interest: { label: 'Wants to talk about', list: 'retirementInterest' },
};

function valueText(value: unknown, fact: { list?: OptionList; money?: boolean } | undefined): string {
  if (Array.isArray(value)) return value.map((item) => valueText(item, fact)).join(', ');
  if (typeof value === 'number') return fact?.money ? `$${formatNumber(value)}` : String(value);
  return fact?.list ? labelOf(fact.list, String(value)) : String(value);
}

/** One answer of a lead as a fact: its short name and its value in the form's words. */
export function describeAnswer(name: string, value: unknown): { label: string; text: string } {
  const fact = (answerFacts as Record<string, (typeof answerFacts)[AnswerName] | undefined>)[name];
  return { label: fact?.label ?? name, text: valueText(value, fact) };
}

const formOrder = Object.keys(answerFacts);

/**
 * A lead's answers as facts in the order the form asks them (the database hands them back in its
 * own key order).
 */
export function describeAnswers(
  answers: Record<string, unknown>,
): { name: string; label: string; text: string }[] {
  const rank = (name: string) => (formOrder.includes(name) ? formOrder.indexOf(name) : formOrder.length);
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({ name, ...describeAnswer(name, value) }));
}
