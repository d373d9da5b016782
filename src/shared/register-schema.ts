// The registration body (docs/contracts.md, "The auth API"), apart from the other auth schemas: it
// is the only one with a phone number, whose parser and numbering plans are most of the field rules'
// weight (decision 141), and the login and password pages must not load them.
import { z } from 'zod';
import { passwordSchema, usernameSchema } from './auth-schemas';
import { emailSchema, honeypotSchema, personName } from './fields';
import { phoneSchema } from './phone-field';

export const registerSchema = z.strictObject({
  username: usernameSchema,
  firstName: personName('first name'),
  lastName: personName('last name'),
  phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
  website: honeypotSchema,
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
