// Add a passkey (decision 210): a name and the password first, since a passkey is a new way into the
// account; then the device's own prompt (fingerprint, face or screen lock); then it is kept.
import { useState } from 'react';
import { errorsFromFailure, KitForm, TextField, useKitForm } from '@/components/form';
import { FORM_ERROR } from '@/components/form/server-errors';
import { SaveRow } from './save-row';
import { alreadyOnDevice, createPasskey, wasCancelled } from '@/lib/passkey-device';
import { addPasskeyFormSchema, type Passkey } from '@/shared/passkey-schemas';
import { getPasskeyOptions, savePasskey } from '../api/passkeys';

const LABELS = { name: 'A name for this passkey', password: 'Your password' };

export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const kit = useKitForm({ formId: 'passkey', schema: addPasskeyFormSchema, labels: LABELS });
  const [done, setDone] = useState<string>();
  const onSubmit = kit.onSubmit(async ({ name, password }) => {
    setDone(undefined);
    let options;
    try {
      options = await getPasskeyOptions(password);
    } catch (error) {
      return errorsFromFailure(error);
    }
    let credential;
    try {
      credential = await createPasskey(options);
    } catch (error) {
      if (alreadyOnDevice(error))
        return { [FORM_ERROR]: 'This device already has a passkey for your account.' };
      if (wasCancelled(error)) {
        return {
          [FORM_ERROR]: 'The passkey was not made: the prompt was closed or took too long. Please try again.',
        };
      }
      return { [FORM_ERROR]: 'This device could not make a passkey. You can keep using your password.' };
    }
    try {
      const passkey = await savePasskey({ name, credential });
      kit.clear();
      setDone(
        `Your passkey “${passkey.name}” is added. Next time, choose “Sign in with a passkey” on the login page.`,
      );
      onAdded(passkey);
    } catch (error) {
      return errorsFromFailure(error);
    }
  });
  return (
    <KitForm kit={kit} onSubmit={onSubmit}>
      <TextField hint="For example “My phone” or “Kitchen tablet”." required {...kit.field('name')} />
      <TextField type="password" autoComplete="current-password" required {...kit.field('password')} />
      <SaveRow pending={kit.pending} label="Add a passkey" busyLabel="Waiting for your device…" done={done} />
    </KitForm>
  );
}
