import { useSearch } from 'wouter';
import { StandardPage } from '@/components/ui/standard-page';
import { chosenFrom } from '@/features/subscribe/chosen';
import { ChosenSummary } from '@/features/subscribe/components/chosen-summary';
import { AfterwardsLinks, SUBSCRIBED_DESCRIPTION } from '@/features/subscribe/components/afterwards-links';
import { ConfirmByLink } from '@/features/subscribe/components/confirm-by-link';
import type { PageProps } from './page-props';

/**
 * After the subscribe form (what was chosen, from the query string), or opened from the
 * confirmation email (?token=: the page confirms it). Rendered in the browser only.
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
      {chosen && (
        <>
          {pending && (
            <p>
              Open the email from Harbor Point and select the confirmation link. The link works for seven
              days. Nothing is sent until you confirm. If it has not arrived in a few minutes, look in your
              spam folder.
            </p>
          )}
          <h2>What you chose</h2>
          <ChosenSummary chosen={chosen} />
        </>
      )}
      <AfterwardsLinks />
    </StandardPage>
  );
}
