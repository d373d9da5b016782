// The new password, for a link that works. A weak one is refused at the field by the server and
// the link keeps working; a link that stopped working meanwhile is handed back to the page.
import { errorsFromFailure, KitForm, TextField, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldErrorsOf } from '@/lib/api-client';
import { newPasswordSchema } from '@/shared/password-reset-schemas';
import { setNewPassword } from '../api/password-reset';

const LABELS = { newPassword: 'New password' };

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The server refused the link itself (used meanwhile, or expired while the page was open). */
  onBadLink: (message: string) => void;
}

export function NewPasswordForm({ token, onDone, onBadLink }: NewPasswordFormProps) {
  const kit = useKitForm({ formId: 'new-password', schema: newPasswordSchema, labels: LABELS });
  const onSubmit = kit.onSubmit(async (data) => {
    try {
      await setNewPassword({ ...data, token });
      onDone();
    } catch (error) {
      const linkRefused = fieldErrorsOf(error).token;
      if (linkRefused) return onBadLink(linkRefused);
      return errorsFromFailure(error);
    }
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A few unrelated words make a strong password."
        {...kit.field('newPassword')}
      />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Saving…' : 'Save my new password'}
      </Button>
    </KitForm>
  );
}
