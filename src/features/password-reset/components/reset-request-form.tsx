// Asks for a link to set a new password. The server answers the same whether or not the address
// has an account, so the page after it says no more than that.
import { Honeypot, KitForm, TextField, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { resetRequestSchema } from '@/shared/password-reset-schemas';
import { requestResetLink } from '../api/password-reset';

const LABELS = { email: 'Email address' };

export function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  // Prerendered: the button waits for the app, and what is typed meanwhile stays.
  const kit = useKitForm({ formId: 'password-reset', schema: resetRequestSchema, labels: LABELS });
  const onSubmit = kit.onSend(async (data) => {
    await requestResetLink(data);
    onSent(data.email);
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField
        preset="email"
        autoComplete="email"
        required
        hint="The address of your Harbor Point account."
        {...kit.field('email')}
      />
      <Honeypot {...kit.field('website')} />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Sending…' : 'Email me a link'}
      </Button>
    </KitForm>
  );
}
