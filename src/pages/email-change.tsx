import { useSearch } from 'wouter';
import { ConfirmByLink } from '@/features/email-change/components/confirm-by-link';
import type { PageProps } from './page-props';

/** Opened from the link emailed to a new address (?token=); rendered in the browser only. */
export default function EmailChangePage({ match }: PageProps) {
  const token = new URLSearchParams(useSearch()).get('token');
  return <ConfirmByLink token={token} title={match.route.title} />;
}
