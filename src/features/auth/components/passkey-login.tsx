// "Sign in with a passkey" under the login form (decision 210). Enabled in the HTML: a press before
// the app runs starts it and is made again once it runs (hydrate-on-demand.ts), still within the
// tap's activation, so one tap signs in (it was disabled until then, and took two). Removed after
// hydration on a browser that has no passkeys (window.PublicKeyCredential missing); the WebAuthn
// code loads on the click.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { statusOf } from '../../../lib/api-client';
import { passkeysSupported, signWithPasskey, wasCancelled } from '../../../lib/passkey-device';
import { useHydrated } from '../../../lib/use-hydrated';
import type { PublicUser } from '../../../shared/auth-schemas';
import { getPasskeyLoginOptions, loginWithPasskey } from '../api/passkey-login';
import { isLoggedIn } from '../state/session';
import { useSignedIn } from './use-account-form';

export const PASSKEY_CANCELLED =
  'Signing in with a passkey was cancelled or took too long. You can try again, or log in with your password.';
export const PASSKEY_REFUSED =
  'We could not sign you in with this passkey. Please try again, or log in with your password.';
const PASSKEY_BUSY = 'Too many attempts. Please wait a few minutes, then try again.';
const PASSKEY_FAILED = 'Signing in with a passkey did not work just now. Please try again.';

function messageFor(error: unknown): string {
  if (wasCancelled(error)) return PASSKEY_CANCELLED;
  const status = statusOf(error);
  if (status === 401 || status === 400) return PASSKEY_REFUSED;
  if (status === 429) return PASSKEY_BUSY;
  return PASSKEY_FAILED;
}

export function PasskeyLogin({ onSuccess }: { onSuccess: (user: PublicUser) => void }) {
  const hydrated = useHydrated();
  const signedIn = useSignedIn(onSuccess);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (hydrated && !passkeysSupported()) return null;

  async function signIn() {
    setPending(true);
    setError(undefined);
    try {
      const credential = await signWithPasskey(await getPasskeyLoginOptions());
      const user = (await loginWithPasskey({ credential })) as PublicUser | null;
      if (!isLoggedIn(user)) throw new Error('no user in the answer');
      signedIn(user);
    } catch (failure) {
      setError(messageFor(failure));
      setPending(false);
    }
  }

  return (
    <div className="passkey-login">
      <p className="passkey-login__or">Or, without typing a password:</p>
      <Button variant="secondary" disabled={pending} onClick={() => void signIn()}>
        {pending ? 'Waiting for your device…' : 'Sign in with a passkey'}
      </Button>
      <p className="passkey-login__hint">
        A passkey uses your device’s fingerprint, face or screen lock. Add one on your account page after you
        log in.
      </p>
      {error && (
        <p role="alert" className="passkey-login__error">
          {error}
        </p>
      )}
    </div>
  );
}
