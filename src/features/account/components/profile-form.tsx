// Name, phone and email, checked with the same rules as registration (the shared schema).
import { useState } from 'react';
import { useRemote } from '@/lib/use-remote';
import { KitForm, errorsFromFailure, PHONE_HINT, TextField, useKitForm } from '@/components/form';
import { SaveRow } from './save-row';
import { profileSchema } from '@/shared/account-schemas';
import type { PublicUser } from '@/shared/auth-schemas';
import type { PendingEmail } from '@/shared/email-change-schemas';
import { getProfile, saveProfile } from '../api/account';
import { PendingEmailNotice } from './pending-email';
import { formatPhone } from '../../../shared/format-phone';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: 'Email address',
};

export function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved: (user: PublicUser) => void }) {
  const kit = useKitForm({ formId: 'profile', schema: profileSchema, labels: LABELS });
  const [saved, setSaved] = useState(false);
  // Whether a new address waits for its link: loaded once, then what each save answers.
  const stored = useRemote('profile', getProfile);
  const [pendingNow, setPending] = useState<PendingEmail>();
  const pending = pendingNow === undefined ? stored.data?.pendingEmail : pendingNow;
  const onSubmit = kit.onSubmit(async (data) => {
    setSaved(false);
    try {
      const answer = await saveProfile(data);
      onSaved(answer.user);
      setPending(answer.pendingEmail);
      setSaved(true);
    } catch (error) {
      return errorsFromFailure(error);
    }
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField
        autoComplete="given-name"
        required
        defaultValue={user.firstName}
        {...kit.field('firstName')}
      />
      <TextField
        autoComplete="family-name"
        required
        defaultValue={user.lastName}
        {...kit.field('lastName')}
      />
      <TextField
        preset="tel"
        hint={PHONE_HINT}
        required
        defaultValue={formatPhone(user.phone)}
        {...kit.field('phone')}
      />
      <TextField
        preset="email"
        autoComplete="email"
        required
        defaultValue={user.email}
        {...kit.field('email')}
      />
      <SaveRow
        pending={kit.pending}
        label="Save my details"
        busyLabel="Saving…"
        done={saved ? (pending ? 'Your name and phone are saved.' : 'Your details are saved.') : null}
      />
      {pending && (
        <PendingEmailNotice pending={pending} current={user.email} onCancelled={() => setPending(null)} />
      )}
    </KitForm>
  );
}
