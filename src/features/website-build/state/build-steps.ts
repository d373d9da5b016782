// The wizard's steps: their fields, labels and hints in the order they appear (the error summary
// lists problems in this order), and the checks and request body made from the draft's values.
import { checkWith } from '../../../components/form';
import type { FieldErrors } from '../../../shared/field-errors';
import {
  BUILD_LINES,
  BUILD_PAGES,
  BUILD_STATES,
  BUILD_STEPS,
  BUILD_TEMPLATES,
  BUSINESS_KINDS,
  DOMAIN_CHOICES,
  type CreateWebsiteBuildInput,
} from '../../../shared/website-build-schemas';
import type { BuildValue, BuildValues } from './build-draft';

export const FORM_ID = 'build';

/** Every field's label, by step; what the review and the error summary call each answer. */
export const FIELD_LABELS: Record<string, string> = {
  businessName: 'Business name',
  businessKind: 'What kind of business is it?',
  city: 'Town or city',
  state: 'State',
  description: 'What the business does (optional)',
  npn: 'National Producer Number (optional)',
  licenceState: 'State of your resident licence',
  licenceNumber: 'Resident licence number (optional)',
  otherLicences: 'Other states you are licensed in (optional)',
  lines: 'Lines of insurance you sell',
  template: 'Choose a look',
  pages: 'Pages besides the home page',
  domainChoice: 'Do you have a domain?',
  domainName: 'Domain name',
  contactName: 'Contact name',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  notes: 'Anything else we should know (optional)',
};

/** The review step follows the last step of fields. */
export const REVIEW_STEP = BUILD_STEPS.length;
export const STEP_TITLES = [...BUILD_STEPS.map((step) => step.title), 'Check and send'];

export const fieldsOf = (index: number): string[] =>
  index < BUILD_STEPS.length ? Object.keys(BUILD_STEPS[index]!.schema.shape) : [];

export const stepOfField = (name: string) =>
  BUILD_STEPS.findIndex((_, index) => fieldsOf(index).includes(name));

const pick = (values: BuildValues, names: string[]) =>
  Object.fromEntries(names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));

export function validateStep(index: number, values: BuildValues): FieldErrors {
  const step = BUILD_STEPS[index];
  if (!step) return {};
  const checked = checkWith(step.schema, pick(values, fieldsOf(index)));
  return checked.ok ? {} : checked.errors;
}

export function toRequestBody(values: BuildValues): CreateWebsiteBuildInput {
  const body = pick(
    values,
    BUILD_STEPS.flatMap((_, index) => fieldsOf(index)),
  );
  // "Help me choose" hides the domain box: what was typed there before is not sent.
  if (body.domainChoice === 'help') body.domainName = '';
  return body as CreateWebsiteBuildInput;
}

const lists = {
  businessKind: BUSINESS_KINDS,
  state: BUILD_STATES,
  licenceState: BUILD_STATES,
  lines: BUILD_LINES,
  template: BUILD_TEMPLATES,
  pages: BUILD_PAGES,
  domainChoice: DOMAIN_CHOICES,
} as Record<string, readonly { value: string; label: string }[]>;

/** An answer as the review shows it: option labels, "Not given" for an empty optional field. */
export function shownAnswer(name: string, value: BuildValue | null | undefined): string {
  const list = lists[name];
  const label = (item: string) => list?.find((option) => option.value === item)?.label ?? item;
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : 'None chosen';
  if (!value || value.trim() === '') return 'Not given';
  return label(value);
}
