import { Link, useSearch } from 'wouter';
import { StandardPage } from '@/components/ui/standard-page';
import { chosenFrom } from '@/features/subscribe/chosen';
import { ChosenSummary } from '@/features/subscribe/components/chosen-summary';
import { AfterwardsLinks, SUBSCRIBED_DESCRIPTION } from '@/features/subscribe/components/afterwards-links';
import { ConfirmByLink } from '@/features/subscribe/components/confirm-by-link';
import type { PageProps } from './page-props';

/**
 * After the subscribe form (what was chosen, from the query string), or opened from the
 * confirmation email (?token=: the page confirms it). Rendered in the browser only. Opened with
 * neither, nothing was confirmed and nothing chosen, so it says so rather than thank anyone.
 */
export default function SubscribeSuccessPage({ match }: PageProps) {
  const search = useSearch();
  const token = new URLSearchParams(search).get('token');
  // From the email's link: the heading and lead follow what the link did (ConfirmByLink).
  if (token) {
    return (
      <ConfirmByLink token={token} confirmedTitle={match.route.title} description={SUBSCRIBED_DESCRIPTION}>
        <AfterwardsLinks />
      </ConfirmByLink>
    );
  }
  const chosen = chosenFrom(search);
  if (!chosen) return <NothingToConfirm />;
  const pending = chosen?.status === 'pending';
  return (
    <StandardPage
      title={pending ? 'Check Your Email' : match.route.title}
      description={SUBSCRIBED_DESCRIPTION}
      lead={
        pending
          ? 'One more step: we have sent you an email with a link to confirm your address.'
          : 'Thank you. Your email updates are set up.'
      }
    >
      {pending && (
        <p>
          Open the email from Harbor Point and select the confirmation link. The link works for seven days.
          Nothing is sent until you confirm. If it has not arrived in a few minutes, look in your spam folder.
        </p>
      )}
      <h2>What you chose</h2>
      <ChosenSummary chosen={chosen} />
      <AfterwardsLinks />
    </StandardPage>
  );
}

/** A bare visit: no link followed and no form sent. */
function NothingToConfirm() {
  return (
    <StandardPage
      title="Nothing to Confirm"
      description={SUBSCRIBED_DESCRIPTION}
      lead="This page confirms a subscription from the link in our email, and there is no link here."
    >
      <p>
        To get email updates, <Link href="/subscribe">sign up for our newsletter</Link>. If you have signed
        up, open the email from Harbor Point and select its confirmation link.
      </p>
    </StandardPage>
  );
}
