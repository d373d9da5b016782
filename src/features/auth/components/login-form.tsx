import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/text-field';
import { loginSchema, type PublicUser } from '../../../shared/auth-schemas';
import { login } from '../state/auth-actions';
import { validateForm } from '../state/form-state';
import { useSetUser } from '../state/session';
import { useAuthForm } from './use-auth-form';

const FORM_ID = 'login';
const FIELDS = ['usernameOrEmail', 'password'];
const LABELS = { usernameOrEmail: 'Username or email', password: 'Password' };

export function LoginForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  const form = useAuthForm({ usernameOrEmail: '', password: '' });
  const setUser = useSetUser();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.pending) return;
    const checked = validateForm(loginSchema, form.values);
    if (!checked.ok) return form.fail(checked.state);
    form.setPending(true);
    const result = await login(checked.data);
    form.setPending(false);
    if (!result.ok) return form.fail(result.state);
    form.clear();
    // Store first, then navigate in the same tick, so the guest guard never sees a half state.
    setUser(result.user);
    onSuccess(result.user);
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit} aria-describedby="login-intro">
      <p id="login-intro" className="form__intro">
        Log in to ask questions, search answers and use the chat assistant.
      </p>
      <ErrorSummary errors={form.state.errors} formId={FORM_ID} fieldOrder={FIELDS} labels={LABELS} />
      <TextField
        formId={FORM_ID}
        label={LABELS.usernameOrEmail}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.bind('usernameOrEmail')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.password}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
