// Login, register and logout as plain async functions, so the rules are testable without a DOM.
import type { createStore } from 'jotai';
// The kit's error mapping only (no react-hook-form): the header imports this file for logout.
import { errorsFromFailure, FORM_ERROR } from '../../../components/form/server-errors';
import { clearOutbox } from '../../../lib/outbox';
import { clearMemberData } from '../../../lib/store';
import type { LoginInput, PublicUser, RegisterData } from '../../../shared/auth-schemas';
import type { FieldErrors } from '../../../shared/field-errors';
import { loginUser } from '../api/login-user';
import { logoutUser } from '../api/logout-user';
import { registerUser } from '../api/register-user';
import { isLoggedIn, userAtom } from './session';

type Store = ReturnType<typeof createStore>;
export type AuthResult = { ok: true; user: PublicUser } | { ok: false; errors: FieldErrors };

/** The spec's words for a failure it does not explain. */
export const SOMETHING_WENT_WRONG = 'something went wrong';
const unexplained = { [FORM_ERROR]: SOMETHING_WENT_WRONG };

export async function login(input: LoginInput, request = loginUser): Promise<AuthResult> {
  try {
    const response = (await request(input)) as PublicUser | null | undefined;
    // Spec section 5: a login answer without an id is a failure, whatever its status.
    if (!isLoggedIn(response)) return { ok: false, errors: unexplained };
    return { ok: true, user: response };
  } catch (error) {
    return { ok: false, errors: errorsFromFailure(error) };
  }
}

export async function register(input: RegisterData, request = registerUser): Promise<AuthResult> {
  try {
    const user = await request(input);
    if (!isLoggedIn(user)) return { ok: false, errors: unexplained };
    return { ok: true, user };
  } catch (error) {
    return { ok: false, errors: errorsFromFailure(error) };
  }
}

/** Clears the user and member data even if the server cannot be reached: the device is what we control. */
export async function logout(store: Store, request = logoutUser): Promise<void> {
  try {
    await request();
  } catch {
    // Already reported by the API client; the local logout still happens.
  }
  store.set(userAtom, null);
  try {
    // Member IndexedDB keys and member-* caches (saved articles), and anything still waiting to be sent.
    await Promise.all([clearMemberData(), clearOutbox()]);
  } catch (error) {
    console.error('[auth] could not clear member data', error);
  }
}
