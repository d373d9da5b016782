import { useSetAtom } from 'jotai';
import type { z } from 'zod';
import { useKitForm } from '../../../components/form';
import { forgetMemberAtoms } from '../../../lib/store';
import type { PublicUser } from '../../../shared/auth-schemas';
import type { AuthResult } from '../state/auth-actions';
import { useSetUser } from '../state/session';
import { announceSession } from '../state/session-sync';
import { signedOutNoticeAtom } from '../state/session-watch';

/** Login and register: the kit's form, whose success stores the user and then moves on. */
export function useAccountForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  options: { formId: string; schema: S; labels: Record<string, string> },
  action: (data: z.output<S>) => Promise<AuthResult>,
  onSuccess: (user: PublicUser) => void,
) {
  const kit = useKitForm(options);
  const signedIn = useSignedIn(onSuccess);
  const onSubmit = kit.onSubmit(async (data) => {
    const result = await action(data);
    if (!result.ok) return result.errors;
    signedIn(result.user);
  });
  return { kit, onSubmit };
}

/** What every way of logging in (password, registration, passkey) does with the user it got. */
export function useSignedIn(onSuccess: (user: PublicUser) => void) {
  const setUser = useSetUser();
  const setNotice = useSetAtom(signedOutNoticeAtom);
  return (user: PublicUser) => {
    // Store first, then navigate in the same tick, so the guest guard never sees a half state.
    // Nothing of a previous member stays in memory; the other open tabs follow this login at once.
    forgetMemberAtoms();
    setNotice(null);
    setUser(user);
    announceSession({ type: 'login', user });
    onSuccess(user);
  };
}
