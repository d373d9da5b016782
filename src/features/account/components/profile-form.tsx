// Name, phone and email, checked with the same rules as registration (the shared schema).
import { useState } from 'react';
import { KitForm, errorsFromFailure, PHONE_HINT, TextField, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { profileSchema } from '@/shared/account-schemas';
import type { PublicUser } from '@/shared/auth-schemas';
import { saveProfile } from '../api/account';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: 'Email address',
};

export function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved: (user: PublicUser) => void }) {
  const kit = useKitForm({ formId: 'profile', schema: profileSchema, labels: LABELS });
  const [saved, setSaved] = useState(false);
  const onSubmit = kit.onSubmit(async (data) => {
    setSaved(false);
    try {
      onSaved(await saveProfile(data));
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
      <TextField preset="tel" hint={PHONE_HINT} required defaultValue={user.phone} {...kit.field('phone')} />
      <TextField
        preset="email"
        autoComplete="email"
        required
        defaultValue={user.email}
        {...kit.field('email')}
      />
      <Button type="submit" disabled={kit.pending}>
        {kit.pending ? 'Saving…' : 'Save my details'}
      </Button>
      {saved && (
        <p role="status" className="account__saved">
          Your details are saved.
        </p>
      )}
    </KitForm>
  );
}
