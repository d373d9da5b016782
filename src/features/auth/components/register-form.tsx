import { Button } from '../../../components/ui/button';
import { ErrorSummary, Honeypot, PHONE_HINT, TextField, useKitForm } from '../../../components/form';
import { PASSWORD_MIN, registerSchema, type PublicUser } from '../../../shared/auth-schemas';
import { register } from '../state/auth-actions';
import { useSetUser } from '../state/session';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'username', 'password'];
const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  username: 'Username',
  password: 'Password',
};

export function RegisterForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  const kit = useKitForm({ formId: 'register', schema: registerSchema });
  const setUser = useSetUser();

  const onSubmit = kit.onSubmit(async (data) => {
    const result = await register(data);
    if (!result.ok) return result.errors;
    setUser(result.user);
    onSuccess(result.user);
  });

  return (
    <form ref={kit.formRef} className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={kit.errors} formId={kit.formId} fieldOrder={FIELDS} labels={LABELS} />
      <TextField label={LABELS.firstName} autoComplete="given-name" required {...kit.field('firstName')} />
      <TextField label={LABELS.lastName} autoComplete="family-name" required {...kit.field('lastName')} />
      <TextField label={LABELS.email} preset="email" required {...kit.field('email')} />
      <TextField
        label={LABELS.phone}
        hint={`${PHONE_HINT} Numbers abroad start with +.`}
        preset="tel"
        required
        {...kit.field('phone')}
      />
      <TextField
        label={LABELS.username}
        hint="3 to 30 letters, digits, dots, dashes or underscores."
        preset="username"
        required
        {...kit.field('username')}
      />
      <TextField
        label={LABELS.password}
        hint={`At least ${PASSWORD_MIN} characters. A few words strung together make a strong password.`}
        type="password"
        autoComplete="new-password"
        required
        {...kit.field('password')}
      />
      <Honeypot {...kit.field('website')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
