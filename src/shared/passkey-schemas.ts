// Passkeys (decision 210): the bodies and answers of adding, listing and removing a passkey on the
// account page, and of signing in with one. The credential objects are what @simplewebauthn/browser
// hands back; their byte fields are base64url text, bounded so a hostile body cannot be large.
import { z } from 'zod';
import { currentPasswordSchema } from './auth-schemas';
import { oneLine } from './fields';

/** How long a challenge (and so the browser's prompt) stays usable. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

const base64url = (max: number) =>
  z
    .string()
    .max(max, 'This sign-in answer is not valid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'This sign-in answer is not valid.');

const transportsSchema = z.array(z.string().max(32)).max(10);

/** What a browser's navigator.credentials.create() gave, as JSON (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    authenticatorData: base64url(20000).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What a browser's navigator.credentials.get() gave, as JSON (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(20000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

export const passkeyNameSchema = oneLine({
  label: 'the passkey’s name',
  missing: 'Give this passkey a name, such as “My phone”.',
  max: 60,
  tooLong: 'The name can have at most 60 characters.',
});

/** Adding a passkey is a new way into the account: the password first. */
export const passkeyOptionsSchema = z.strictObject({ password: currentPasswordSchema() });
export type PasskeyOptionsInput = z.input<typeof passkeyOptionsSchema>;

export const addPasskeySchema = z.strictObject({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

export const passkeyLoginOptionsSchema = z.strictObject({});

export const passkeyLoginSchema = z.strictObject({ credential: authenticationCredentialSchema });
export type PasskeyLoginInput = z.input<typeof passkeyLoginSchema>;

/** The options the browser passes on to the authenticator; their shape is WebAuthn's. */
export const passkeyOptionsAnswerSchema = z.object({ options: z.record(z.string(), z.unknown()) });

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });
export const addedPasskeySchema = z.object({ passkey: passkeySchema });

/** The account page's form: a name for the passkey and the password, checked before the device is asked. */
export const addPasskeyFormSchema = z.strictObject({
  name: passkeyNameSchema,
  password: currentPasswordSchema(),
});
