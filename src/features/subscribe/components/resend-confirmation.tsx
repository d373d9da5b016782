// Offered where a confirmation link did not work: a new link to the address, if it waits for one.
// The server answers the same whether or not it does, so the page says no more than that.
import { useState } from 'react';
import { Honeypot, KitForm, TextField, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { resendConfirmationSchema } from '@/shared/subscription-schemas';
import { resendConfirmation } from '../api/subscriptions';

const LABELS = { email: 'Email address' };

export function ResendConfirmation() {
  const kit = useKitForm({ formId: 'resend-confirmation', schema: resendConfirmationSchema, labels: LABELS });
  const [sentTo, setSentTo] = useState<string>();
  const onSubmit = kit.onSend(async (data) => {
    await resendConfirmation(data);
    setSentTo(data.email);
  });
  return (
    <section aria-labelledby="resend-heading">
      <h2 id="resend-heading">Get a new link</h2>
      {sentTo ? (
        <p role="status">
          If {sentTo} is waiting to be confirmed, a new link is on its way to it. The new link works for seven
          days and replaces the old one.
        </p>
      ) : (
        <KitForm kit={kit} onSubmit={onSubmit}>
          <TextField
            preset="email"
            autoComplete="email"
            required
            hint="The address you signed up with. We send a new link only to an address that waits for one."
            {...kit.field('email')}
          />
          <Honeypot {...kit.field('website')} />
          <Button type="submit" disabled={kit.pending}>
            {kit.pending ? 'Sending…' : 'Send me a new link'}
          </Button>
        </KitForm>
      )}
    </section>
  );
}
