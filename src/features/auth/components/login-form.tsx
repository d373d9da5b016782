import { Button } from '../../../components/ui/button';
import { ErrorSummary, TextField, useKitForm } from '../../../components/form';
import { loginSchema, type PublicUser } from '../../../shared/auth-schemas';
import { login } from '../state/auth-actions';
import { useSetUser } from '../state/session';

const FIELDS = ['usernameOrEmail', 'password'];
const LABELS = { usernameOrEmail: 'Username or email', password: 'Password' };

export function LoginForm({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  const kit = useKitForm({ formId: 'login', schema: loginSchema });
  const setUser = useSetUser();

  const onSubmit = kit.onSubmit(async (data) => {
    const result = await login(data);
    if (!result.ok) return result.errors;
    // Store first, then navigate in the same tick, so the guest guard never sees a half state.
    setUser(result.user);
    onSuccess(result.user);
  });

  return (
    <form ref={kit.formRef} className="form" noValidate onSubmit={onSubmit} aria-describedby="login-intro">
      <p id="login-intro" className="form__intro">
        Log in to ask questions, search answers and use the chat assistant.
      </p>
      <ErrorSummary errors={kit.errors} formId={kit.formId} fieldOrder={FIELDS} labels={LABELS} />
      <TextField
        label={LABELS.usernameOrEmail}
        preset="username"
        required
        {...kit.field('usernameOrEmail')}
      />
      <TextField
        label={LABELS.password}
        type="password"
        autoComplete="current-password"
        required
        {...kit.field('password')}
      />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
