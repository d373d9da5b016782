// The phone number field (decision 141), apart from the other field rules: its parser and the
// numbering plans it reads are most of the field rules' weight, and only the forms that ask for a
// phone (quote, contact, register, account, website request) load them.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isBlank, oneLine } from './fields';

/** A US number by default; international numbers need their + prefix. Stored as E.164. */
export const phoneSchema = oneLine({
  label: 'your phone number',
  missing: 'Enter your phone number.',
  max: 30,
  tooLong: 'That phone number is too long.',
}).transform((value, ctx) => {
  const phone = parsePhoneNumberFromString(value, 'US');
  if (!phone || !phone.isValid()) {
    ctx.addIssue({ code: 'custom', message: 'Enter a US phone number: 10 digits, with the area code.' });
    return z.NEVER;
  }
  return phone.number;
});

/** An empty, blank or missing phone is fine; anything typed must be a real number. */
export const optionalPhoneSchema = z.preprocess(
  (value) => (typeof value === 'string' && isBlank(value) ? undefined : value),
  phoneSchema.optional(),
);
