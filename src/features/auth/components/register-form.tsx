import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/text-field';
import { PASSWORD_MIN, registerSchema, type PublicUser } from '../../../shared/auth-schemas';
import { register } from '../state/auth-actions';
import { validateForm } from '../state/form-state';
import { useSetUser } from '../state/session';
import { useAuthForm } from './use-auth-form';

const FORM_ID = 'register';
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'username', 'password'];
const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  username: 'Username',
  password: 'Password',
};

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  website: '',
};

export function RegisterForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  const form = useAuthForm(initialValues);
  const setUser = useSetUser();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.pending) return;
    const checked = validateForm(registerSchema, form.values);
    if (!checked.ok) return form.fail(checked.state);
    form.setPending(true);
    const result = await register(checked.data);
    form.setPending(false);
    if (!result.ok) return form.fail(result.state);
    form.clear();
    setUser(result.user);
    onSuccess(result.user);
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={form.state.errors} formId={FORM_ID} fieldOrder={FIELDS} labels={LABELS} />
      <TextField
        formId={FORM_ID}
        label={LABELS.firstName}
        autoComplete="given-name"
        required
        {...form.bind('firstName')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.lastName}
        autoComplete="family-name"
        required
        {...form.bind('lastName')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.bind('email')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.phone}
        hint="A US number, like (207) 555-0148. Numbers abroad start with +."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        {...form.bind('phone')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.username}
        hint="3 to 30 letters, digits, dots, dashes or underscores."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.bind('username')}
      />
      <TextField
        formId={FORM_ID}
        label={LABELS.password}
        hint={`At least ${PASSWORD_MIN} characters. A few words strung together make a strong password.`}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
      />
      {/* Honeypot: people never see or reach it; form-filling bots fill it and are refused. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${FORM_ID}-website`}>Leave this field empty</label>
        <input
          id={`${FORM_ID}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={form.values.website}
          onChange={form.bind('website').onChange}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
