import { useSearch } from 'wouter';
import { ResetByLink } from '@/features/password-reset/components/reset-by-link';
import type { PageProps } from './page-props';

/** Opened from the emailed link (?token=); rendered in the browser only, as it reads the query. */
export default function PasswordResetNewPage({ match }: PageProps) {
  const token = new URLSearchParams(useSearch()).get('token');
  return <ResetByLink token={token} title={match.route.title} />;
}
