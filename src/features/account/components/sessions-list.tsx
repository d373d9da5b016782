// The devices signed in to the account, this one first; any other can be logged out from here.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import type { AccountSession } from '@/shared/account-schemas';
import { formatAgencyDateTime } from '@/shared/format-date';
import { endOtherSessions, endSession, getSessions } from '../api/account';

type State = { kind: 'loading' } | { kind: 'ready'; sessions: AccountSession[] } | { kind: 'failed' };

/** `version` changes when something else (a password change) may have ended sessions. */
export function SessionsList({ version }: { version: number }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', sessions: await getSessions() });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, version]);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(undefined);
    try {
      await action();
      setMessage(done);
    } catch {
      setMessage('That did not work just now. Please try again.');
    } finally {
      setBusy(false);
      await load();
    }
  }

  if (state.kind === 'loading') return <p role="status">Loading your devices…</p>;
  if (state.kind === 'failed') {
    return (
      <Callout tone="warning">
        <p>We could not load your devices just now.</p>
        <Button variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </Callout>
    );
  }
  const others = state.sessions.filter((session) => !session.current);
  return (
    <div>
      <ul className="account-sessions">
        {state.sessions.map((session) => (
          <li key={session.id} className="account-sessions__item">
            <div>
              <strong>{session.device}</strong>
              {session.current && <span className="account-sessions__current"> (this device)</span>}
              <br />
              <span className="account-sessions__meta">
                Logged in {formatAgencyDateTime(session.createdAt)}, last seen{' '}
                {formatAgencyDateTime(session.lastSeenAt)}
              </span>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`End this session (${session.device}, last seen ${formatAgencyDateTime(session.lastSeenAt)})`}
                onClick={() => void run(() => endSession(session.id), `${session.device} is logged out.`)}
              >
                End this session
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(endOtherSessions, 'Every other device is logged out.')}
        >
          End all other sessions
        </Button>
      )}
      {others.length === 0 && <p>No other device is logged in.</p>}
      {message && <p role="status">{message}</p>}
    </div>
  );
}
