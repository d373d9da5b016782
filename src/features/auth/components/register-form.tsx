import { Button } from '../../../components/ui/button';
import { KitForm, Honeypot, PHONE_HINT, TextField } from '../../../components/form';
import { PASSWORD_MIN, type PublicUser } from '../../../shared/auth-schemas';
import { registerSchema } from '../../../shared/register-schema';
import { register } from '../state/auth-actions';
import { useAccountForm } from './use-account-form';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  username: 'Username',
  password: 'Password',
};

export function RegisterForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  // Prerendered: until the app runs, a click would submit the form natively, putting the
  // password in the address. The button waits; what is typed meanwhile stays.
  const { kit, onSubmit } = useAccountForm(
    { formId: 'register', schema: registerSchema, labels: LABELS },
    register,
    onSuccess,
  );

  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField autoComplete="given-name" required {...kit.field('firstName')} />
      <TextField autoComplete="family-name" required {...kit.field('lastName')} />
      <TextField preset="email" required {...kit.field('email')} />
      <TextField
        hint={`So a licensed agent can call you back about your questions and quotes; we do not sell it. ${PHONE_HINT} Numbers abroad start with +.`}
        preset="tel"
        required
        {...kit.field('phone')}
      />
      <TextField
        hint="3 to 30 letters, digits, dots, dashes or underscores."
        preset="username"
        required
        {...kit.field('username')}
      />
      <TextField
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
    </KitForm>
  );
}
