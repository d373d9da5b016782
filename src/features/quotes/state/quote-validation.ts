// Turns form values into what a step's schema or the API expects, and server answers back into
// messages at fields. The form keeps every value as typed; the schemas do the converting.
import { HONEYPOT_NAME } from '../../../components/form/honeypot';
import { checkWith, type FailureMessages } from '../../../components/form/server-errors';
import type { FieldErrors } from '../../../shared/field-errors';
import {
  QUOTE_CONSENT_FIELDS,
  QUOTE_CONTACT_FIELDS,
  type CreateQuoteInput,
} from '../../../shared/quote-schemas';
import type { QuoteLine } from '../../../shared/quote-options';
import type { DraftValues } from './quote-draft';
import { answerFieldsOf, type QuoteStep } from './quote-steps';

const pick = (values: DraftValues, names: string[]) =>
  Object.fromEntries(names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));

/** The step's own fields only; an empty service means "general quote" and is left out. */
function stepValues(step: QuoteStep, values: DraftValues) {
  if (step.id === 'review') return pick(values, QUOTE_CONSENT_FIELDS);
  const picked = pick(
    values,
    step.questions.map((q) => q.name),
  );
  if (picked.service === '') delete picked.service;
  return picked;
}

export function validateStep(step: QuoteStep, values: DraftValues): FieldErrors {
  const checked = checkWith(step.schema, stepValues(step, values));
  return checked.ok ? {} : checked.errors;
}

export function toRequestBody(line: QuoteLine, values: DraftValues): CreateQuoteInput {
  const answers = pick(values, answerFieldsOf(line));
  const service = typeof values.service === 'string' && values.service ? values.service : undefined;
  const contact = pick(values, [...QUOTE_CONTACT_FIELDS, ...QUOTE_CONSENT_FIELDS, HONEYPOT_NAME]);
  return { line, ...(service ? { service } : {}), answers, ...contact } as CreateQuoteInput;
}

/** The server names answer fields `answers.x`; the form knows them as `x`. */
export const formFieldName = (name: string) => name.replace(/^answers\./, '');

/** How the quote form words a failure; the kit chooses which message applies. */
export const quoteMessages: FailureMessages = {
  offline:
    'You appear to be offline. Your answers are saved on this device: send them again once you are back online.',
  tooMany: 'Too many quote requests from your connection. Please wait a little, then try again.',
  busy: 'Our service is busy right now. Please try again in a minute.',
  busyStatuses: [409],
  fallback:
    'Something went wrong while sending your request. Your answers are saved; please try again, or call us.',
  refused: (status) =>
    `Your quote request was not accepted (error ${status}). Your answers are still here: check them and send again, or call us.`,
};
