// The body of POST /api/contact, shared by the contact form (checks before sending) and the server
// (the rule that counts). Phone is optional; an empty input means "not given".
import { z } from 'zod';
import { choiceValues, emailSchema, honeypotSchema, multiLine, personName } from './fields';
import { optionalPhoneSchema } from './phone-field';
import { CONTACT_METHODS, CONTACT_TOPICS } from './contact-choices';

export { CONTACT_METHODS, CONTACT_TOPICS, type ContactMethod, type ContactTopic } from './contact-choices';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const contactSchema = z
  .strictObject({
    name: personName('name', 120),
    email: emailSchema,
    phone: optionalPhoneSchema,
    topic: z.enum(choiceValues(CONTACT_TOPICS), { error: 'Choose what your message is about.' }),
    message: multiLine({
      missing: 'Enter your message.',
      max: MESSAGE_MAX,
      tooLong: `Your message can have at most ${MESSAGE_MAX} characters.`,
    }).min(MESSAGE_MIN, `Your message needs at least ${MESSAGE_MIN} characters.`),
    preferredContact: z.enum(choiceValues(CONTACT_METHODS), { error: 'Choose how we should reply.' }),
    website: honeypotSchema,
  })
  .superRefine((data, ctx) => {
    if (data.preferredContact === 'phone' && !data.phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Enter a phone number so we can call you back.',
      });
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** CM- and six characters without look-alikes (no 0/O, 1/I/L), easy to read out on the phone. */
export const contactReferencePattern = /^CM-[2-9A-HJKMNP-Z]{6}$/;

/** The one answer POST /api/contact gives: the reference, never what was sent. */
export const contactResponseSchema = z.object({ reference: z.string().regex(contactReferencePattern) });
export type ContactResponse = z.output<typeof contactResponseSchema>;
