// Login and register as plain async functions, so the rules are testable without a DOM. Logout
// lives in logout.ts: the header needs it on every page, and it needs none of the error mapping.
// The kit's error mapping only (no react-hook-form).
import { errorsFromFailure, FORM_ERROR } from '../../../components/form/server-errors';
import type { LoginInput, PublicUser } from '../../../shared/auth-schemas';
import type { RegisterData } from '../../../shared/register-schema';
import type { FieldErrors } from '../../../shared/field-errors';
import { loginUser } from '../api/login-user';
import { registerUser } from '../api/register-user';
import { isLoggedIn } from './session';

export type AuthResult = { ok: true; user: PublicUser } | { ok: false; errors: FieldErrors };

/** The spec's words for a failure it does not explain. */
export const SOMETHING_WENT_WRONG = 'something went wrong';
const unexplained = { [FORM_ERROR]: SOMETHING_WENT_WRONG };

export async function login(input: LoginInput, request = loginUser): Promise<AuthResult> {
  try {
    const response = (await request(input)) as PublicUser | null | undefined;
    // A login answer without an id is a failure, whatever its status (docs/contracts.md).
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
