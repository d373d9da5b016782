// "Notify me on this device when an agent answers" (decision 240): one checkbox, on the dashboard,
// with a plain sentence for each state the browser can be in. Keyboard: Tab to it, Space to change.
import { useId } from 'react';
import { Callout } from '@/components/ui/callout';
import { usePushOptIn, type PushState } from '../state/use-push-opt-in';
import '../push-notices.css';

const HINT =
  'A notice also comes when your website request moves on. It says only that there is news: you read it on this site after you log in.';

function Blocked({ state }: { state: Exclude<PushState, 'on' | 'off' | 'checking'> }) {
  if (state === 'unsupported') {
    return (
      <Callout>
        <p>This browser cannot show notices from our site.</p>
        <p>
          On an iPhone or iPad, add this site to your Home Screen first (Share, then Add to Home Screen), open
          it from there and turn notices on here. Without notices, every answer still appears on your
          dashboard.
        </p>
      </Callout>
    );
  }
  return (
    <Callout tone="warning">
      <p>Notices from our site are blocked in this browser’s settings.</p>
      <p>
        To allow them, open the site’s settings (in most browsers, the icon just left of the web address), set
        Notifications to Allow, then reload this page.
      </p>
    </Callout>
  );
}

export function PushOptIn() {
  const id = useId();
  const { state, busy, message, turnOn, turnOff } = usePushOptIn();
  const on = state === 'on';
  return (
    <section className="dashboard__section push-opt-in" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Notices on this device</h2>
      {state === 'checking' && <p>Checking what this browser allows…</p>}
      {(state === 'unsupported' || state === 'denied') && <Blocked state={state} />}
      {(state === 'on' || state === 'off') && (
        <div className="field field--checkbox">
          <label className="choice" htmlFor={`${id}-box`}>
            <input
              id={`${id}-box`}
              type="checkbox"
              checked={on}
              disabled={busy}
              aria-describedby={`${id}-hint`}
              onChange={() => void (on ? turnOff() : turnOn())}
            />
            Notify me on this device when an agent answers
          </label>
          <p className="field__hint push-opt-in__hint" id={`${id}-hint`}>
            {HINT}
          </p>
        </div>
      )}
      <p role="status" className="push-opt-in__status">
        {busy ? (on ? 'Turning notices off…' : 'Turning notices on…') : message}
      </p>
    </section>
  );
}
