// Deleting the account: a deliberate step (type the username) and the password.
import { ErrorSummary, TextField, useKitForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { deleteAccountSchema } from '@/shared/account-schemas';
import { deleteAccount } from '../api/account';

const LABELS = { confirm: 'Type your username to confirm', password: 'Your password' };

export function DeleteAccount({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const kit = useKitForm({ formId: 'delete-account', schema: deleteAccountSchema, labels: LABELS });
  const onSubmit = kit.onSend(async (data) => {
    await deleteAccount(data);
    onDeleted();
  });
  return (
    <form ref={kit.formRef} className="form" noValidate onSubmit={onSubmit}>
      <p>
        This deletes your account, your questions and our answers, your chats, your quote requests and your
        email updates. It cannot be undone. You may want to download your data first.
      </p>
      <ErrorSummary {...kit.summary} />
      <TextField
        autoComplete="off"
        spellCheck={false}
        required
        hint={`Your username is ${username}.`}
        {...kit.field('confirm')}
      />
      <TextField type="password" autoComplete="current-password" required {...kit.field('password')} />
      <Button type="submit" className="account__delete" disabled={kit.pending}>
        {kit.pending ? 'Deleting…' : 'Delete my account'}
      </Button>
    </form>
  );
}
