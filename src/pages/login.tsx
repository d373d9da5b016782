import { Link, useLocation, useSearch } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { LoginForm } from '../features/auth/components/login-form';
import { PasskeyLogin } from '../features/auth/components/passkey-login';
import { SignedOutNotice } from '../features/auth/components/signed-out-notice';
import { safeRedirect } from '../lib/safe-redirect';
import { useHydrated } from '../lib/use-hydrated';
import type { PageProps } from './page-props';

export default function LoginPage({ match }: PageProps) {
  const [, navigate] = useLocation();
  // Prerendered without a query: the address's redirect is read once the page has hydrated, so the
  // link below matches the HTML it hydrates.
  const search = useSearch();
  const redirect = useHydrated() ? new URLSearchParams(search).get('redirect') : null;
  const done = () => navigate(safeRedirect(redirect, '/dashboard'));
  const registerHref = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  return (
    <StandardPage title={match.route.title}>
      <SignedOutNotice />
      <LoginForm onSuccess={done} />
      <p>
        <Link href="/password-reset">Forgot your password?</Link>
      </p>
      <PasskeyLogin onSuccess={done} />
      <p>
        New here? <Link href={registerHref}>Create an account</Link>.
      </p>
    </StandardPage>
  );
}
