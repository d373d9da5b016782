import type { z } from 'zod';
import { useKitForm } from '../../../components/form';
import type { PublicUser } from '../../../shared/auth-schemas';
import type { AuthResult } from '../state/auth-actions';
import { useSetUser } from '../state/session';

/** Login and register: the kit's form, whose success stores the user and then moves on. */
export function useAccountForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  options: { formId: string; schema: S; labels: Record<string, string> },
  action: (data: z.output<S>) => Promise<AuthResult>,
  onSuccess: (user: PublicUser) => void,
) {
  const kit = useKitForm(options);
  const setUser = useSetUser();
  const onSubmit = kit.onSubmit(async (data) => {
    const result = await action(data);
    if (!result.ok) return result.errors;
    // Store first, then navigate in the same tick, so the guest guard never sees a half state.
    setUser(result.user);
    onSuccess(result.user);
  });
  return { kit, onSubmit };
}
