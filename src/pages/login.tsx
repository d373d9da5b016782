import { Link, useLocation, useSearch } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { LoginForm } from '../features/auth/components/login-form';
import { SignedOutNotice } from '../features/auth/components/signed-out-notice';
import { safeRedirect } from '../lib/safe-redirect';
import type { PageProps } from './page-props';

export default function LoginPage({ match }: PageProps) {
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const registerHref = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  return (
    <StandardPage title={match.route.title}>
      <SignedOutNotice />
      <LoginForm onSuccess={() => navigate(safeRedirect(redirect, '/dashboard'))} />
      <p>
        New here? <Link href={registerHref}>Create an account</Link>.
      </p>
    </StandardPage>
  );
}
