// The account's passkeys (decision 210): what each is called and when it was used, a way to remove
// one, and the form to add one on this device when the browser can make passkeys.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { passkeysSupported } from '@/lib/passkey-device';
import { formatAgencyDateTime } from '@/shared/format-date';
import type { Passkey } from '@/shared/passkey-schemas';
import { getPasskeys, removePasskey } from '../api/passkeys';
import { AddPasskeyForm } from './add-passkey-form';

type State = { kind: 'loading' } | { kind: 'ready'; passkeys: Passkey[] } | { kind: 'failed' };

export function PasskeysSection() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', passkeys: await getPasskeys() });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function remove(passkey: Passkey) {
    setBusy(true);
    setMessage(undefined);
    try {
      await removePasskey(passkey.id);
      setMessage(`The passkey “${passkey.name}” is removed. It can no longer sign in to your account.`);
    } catch {
      setMessage('That did not work just now. Please try again.');
    } finally {
      setBusy(false);
      await load();
    }
  }

  return (
    <div>
      <p>
        A passkey lets a phone, tablet or computer sign you in with its fingerprint, face or screen lock
        instead of your password. Your password keeps working.
      </p>
      {state.kind === 'loading' && <p role="status">Loading your passkeys…</p>}
      {state.kind === 'failed' && (
        <Callout tone="warning">
          <p>We could not load your passkeys just now.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </Callout>
      )}
      {state.kind === 'ready' && state.passkeys.length === 0 && <p>You have no passkeys yet.</p>}
      {state.kind === 'ready' && state.passkeys.length > 0 && (
        <ul className="account-sessions" aria-label="Your passkeys">
          {state.passkeys.map((passkey) => (
            <li key={passkey.id} className="account-sessions__item">
              <div>
                <strong>{passkey.name}</strong>
                <br />
                <span className="account-sessions__meta">
                  Added {formatAgencyDateTime(passkey.createdAt)},{' '}
                  {passkey.lastUsedAt
                    ? `last used ${formatAgencyDateTime(passkey.lastUsedAt)}`
                    : 'not used yet'}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`Remove the passkey ${passkey.name}`}
                onClick={() => void remove(passkey)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message && <p role="status">{message}</p>}
      <h3 className="account__subheading">Add a passkey on this device</h3>
      {passkeysSupported() ? (
        <AddPasskeyForm onAdded={() => void load()} />
      ) : (
        <Callout>
          <p>This browser cannot make passkeys. You can add one from a phone or computer that can.</p>
        </Callout>
      )}
    </div>
  );
}
