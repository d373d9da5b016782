import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../../shared/auth-schemas';
import { checkWith, errorsFromFailure } from '../../../components/form/server-errors';
import { SOMETHING_WENT_WRONG, login, register } from './auth-actions';
import { sampleMember } from '../../../shared/testing/sample-member';

function fetchError(status: number, body: unknown): FetchError {
  const error = new FetchError(`[POST] "/api": ${status}`);
  Object.assign(error, { response: new Response(null, { status }), data: body, status });
  return error;
}

const user = sampleMember;

describe('login and register answers', () => {
  it('maps the server field errors to their fields', () => {
    const errors = errorsFromFailure(
      fetchError(409, {
        statusCode: 409,
        message: 'x',
        requestId: 'r',
        data: JSON.stringify({ email: 'Taken.', username: 'Taken too.' }),
      }),
    );
    expect(errors).toEqual({ email: 'Taken.', username: 'Taken too.' });
  });

  it("counts a login answer without an id as 'something went wrong'", async () => {
    const result = await login({ usernameOrEmail: 'martha', password: 'pw' }, async () => ({
      username: 'martha',
    }));
    expect(result).toEqual({ ok: false, errors: { form: SOMETHING_WENT_WRONG } });
  });

  it('accepts a login answer that has an id', async () => {
    await expect(login({ usernameOrEmail: 'martha', password: 'pw' }, async () => user)).resolves.toEqual({
      ok: true,
      user,
    });
  });

  it('shows a wrong password at the password field', async () => {
    const result = await login({ usernameOrEmail: 'martha', password: 'pw' }, async () => {
      throw fetchError(401, {
        statusCode: 401,
        message: 'x',
        requestId: 'r',
        data: JSON.stringify({ password: 'Not right.' }),
      });
    });
    expect(result).toEqual({ ok: false, errors: { password: 'Not right.' } });
  });

  it('turns a failure without field errors into one form-level message', async () => {
    const input = {
      username: 'martha',
      firstName: 'M',
      lastName: 'J',
      phone: '+12075550199',
      email: 'm@example.com',
      password: 'long enough',
    };
    const result = await register(input, async () => {
      throw fetchError(500, { statusCode: 500, message: 'boom', requestId: 'r' });
    });
    expect(result).toEqual({ ok: false, errors: { form: SOMETHING_WENT_WRONG } });
  });

  it('checks the form in the browser with the shared schema, one message per field', () => {
    const checked = checkWith(loginSchema, { usernameOrEmail: '', password: '' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors).toEqual({
        usernameOrEmail: 'Enter your username or email.',
        password: 'Enter your password.',
      });
    }
  });
});
