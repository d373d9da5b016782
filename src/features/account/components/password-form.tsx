// Change the password: the current one first; other devices are logged out unless unticked.
import { useState } from 'react';
import { CheckboxField, KitForm, errorsFromFailure, TextField, useKitForm } from '@/components/form';
import { SaveRow } from './save-row';
import { changePasswordSchema } from '@/shared/auth-schemas';
import { changePassword } from '../api/account';

const LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  endOtherSessions: 'Log out my other devices',
};

export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const kit = useKitForm({
    formId: 'password',
    schema: changePasswordSchema,
    labels: LABELS,
    defaultValues: { endOtherSessions: true },
  });
  const [done, setDone] = useState<string>();
  const onSubmit = kit.onSubmit(async (data) => {
    setDone(undefined);
    try {
      const { endedSessions } = await changePassword(data);
      kit.clear();
      setDone(
        endedSessions === 1
          ? 'Your password is changed, and 1 other device was logged out.'
          : `Your password is changed, and ${endedSessions} other devices were logged out.`,
      );
      onChanged();
    } catch (error) {
      return errorsFromFailure(error);
    }
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField type="password" autoComplete="current-password" required {...kit.field('currentPassword')} />
      <TextField
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A few unrelated words make a strong password."
        {...kit.field('newPassword')}
      />
      <CheckboxField {...kit.field('endOtherSessions')} />
      <SaveRow pending={kit.pending} label="Change my password" busyLabel="Changing…" done={done} />
    </KitForm>
  );
}
