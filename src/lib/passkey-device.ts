// The browser side of passkeys (decision 210), shared by the login page and the account page.
// @simplewebauthn/browser loads on the first click, never with a page's first JavaScript.
import type { z } from 'zod';
import type { authenticationCredentialSchema, registrationCredentialSchema } from '../shared/passkey-schemas';

/** Whether this browser can use passkeys at all; false on the server and before hydration. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const loadLibrary = () => import('@simplewebauthn/browser');

type Options = Record<string, unknown>;

/** Asks the device to make a passkey with the server's options; the JSON to send back. */
export async function createPasskey(options: Options): Promise<z.input<typeof registrationCredentialSchema>> {
  const { startRegistration } = await loadLibrary();
  return startRegistration({ optionsJSON: options as never }) as never;
}

/** Asks the device to sign the server's challenge with one of its passkeys; the JSON to send back. */
export async function signWithPasskey(
  options: Options,
): Promise<z.input<typeof authenticationCredentialSchema>> {
  const { startAuthentication } = await loadLibrary();
  return startAuthentication({ optionsJSON: options as never }) as never;
}

/** The person closed the prompt, or let it time out: no error to report, just a way on. */
export const wasCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** A passkey this device has for the account already (excludeCredentials matched). */
export const alreadyOnDevice = (error: unknown) =>
  error instanceof Error && error.name === 'InvalidStateError';
