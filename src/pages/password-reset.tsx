import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { StandardPage } from '@/components/ui/standard-page';
import { ResetRequestForm } from '@/features/password-reset/components/reset-request-form';
import { agency } from '@/shared/agency';
import { RESET_LINK_MINUTES } from '@/shared/password-reset-schemas';
import type { PageProps } from './page-props';

const DESCRIPTION = 'Get an email with a link to set a new password for your Harbor Point account.';

/** "Forgot your password?": the address, then "check your email" (the same whatever the address). */
export default function PasswordResetPage({ match }: PageProps) {
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) {
    return (
      <StandardPage
        title="Check Your Email"
        description={DESCRIPTION}
        lead={`If ${sentTo} belongs to a Harbor Point account, we have sent it a link to set a new password.`}
      >
        <div role="status">
          <p>
            Open the email from Harbor Point and select <strong>Set a new password</strong>. The link works
            for {RESET_LINK_MINUTES} minutes and only once.
          </p>
        </div>
        <p>
          Nothing after a few minutes? Look in your spam or junk folder, or ask for a new link. Only the
          newest link works.
        </p>
        <p>
          <Button variant="secondary" onClick={() => setSentTo(undefined)}>
            Ask for a new link
          </Button>
        </p>
        <p>
          Still stuck? Call us on <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> and we will help you
          back in.
        </p>
      </StandardPage>
    );
  }
  return (
    <StandardPage
      title={match.route.title}
      description={DESCRIPTION}
      lead="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ResetRequestForm onSent={setSentTo} />
      <p>
        Remembered it? <Link href="/login">Log in</Link>.
      </p>
    </StandardPage>
  );
}
