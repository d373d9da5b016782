import { Link, useLocation } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { RegisterForm } from '../features/auth/components/register-form';
import type { PageProps } from './page-props';

export default function RegisterPage({ match }: PageProps) {
  const [, navigate] = useLocation();
  return (
    <StandardPage
      title={match.route.title}
      lead="An account lets you ask our agents questions, search past answers and use the chat assistant. It is free."
    >
      <RegisterForm onSuccess={() => navigate('/subscribe')} />
      <p>
        Already have an account? <Link href="/login">Log in</Link>.
      </p>
    </StandardPage>
  );
}
