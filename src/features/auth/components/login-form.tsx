import { Button } from '../../../components/ui/button';
import { ErrorSummary, TextField } from '../../../components/form';
import { loginSchema, type PublicUser } from '../../../shared/auth-schemas';
import { login } from '../state/auth-actions';
import { useAccountForm } from './use-account-form';

const LABELS = { usernameOrEmail: 'Username or email', password: 'Password' };

export function LoginForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  // Prerendered: until the app runs, a click would submit the form natively, putting the
  // password in the address. The button waits; what is typed meanwhile stays.
  const { kit, onSubmit } = useAccountForm(
    { formId: 'login', schema: loginSchema, labels: LABELS },
    login,
    onSuccess,
  );

  return (
    <form
      ref={kit.formRef}
      method="post"
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby="login-intro"
    >
      <p id="login-intro" className="form__intro">
        Log in to ask questions, search answers and use the chat assistant.
      </p>
      <ErrorSummary {...kit.summary} />
      <TextField preset="username" required {...kit.field('usernameOrEmail')} />
      <TextField type="password" autoComplete="current-password" required {...kit.field('password')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
