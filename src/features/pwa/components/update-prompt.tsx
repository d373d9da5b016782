import { useAtomValue } from '@/lib/atom-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { hasDirtyForm, onDirtyFormsChange } from '../state/dirty-forms';
import {
  applyUpdate,
  updateActivatedAtom,
  updateWaitingAtom,
  waitingBuildAtom,
} from '../state/service-worker';

/** The build whose prompt the person put off with "Later"; a newer build prompts again. */
export const LATER_KEY = 'pwa:update-later';

function readLater(): string | null {
  try {
    return localStorage.getItem(LATER_KEY);
  } catch {
    return null;
  }
}

/** Re-reads the dirty state on changes and every 2 s (a form that left the page sends no event). */
function useDirtyForm(active: boolean): boolean {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 2000);
    return () => window.clearInterval(timer);
  }, [active]);
  const dirty = useSyncExternalStore(onDirtyFormsChange, hasDirtyForm, () => false);
  return tick >= 0 && dirty;
}

/**
 * "A new version is ready": shown only when a new worker waits. It never reloads by itself, and not
 * at all while a form holds typed text (decision 050); the form's draft is saved either way.
 * "Later" is kept per build (localStorage), so a reload of the same build stays quiet and a newer
 * build asks again. Once another tab has accepted, this page runs an old build under the new worker:
 * it reloads by itself unless a form holds text (service-worker.ts), and then "Later" no longer hides it.
 */
export function UpdatePrompt() {
  const waiting = useAtomValue(updateWaitingAtom);
  const build = useAtomValue(waitingBuildAtom);
  const activated = useAtomValue(updateActivatedAtom);
  // Read once: this component loads after hydration (later-notices.tsx), never on the server.
  const [laterFor, setLaterFor] = useState<string | null>(readLater);
  const [laterUnknown, setLaterUnknown] = useState(false);
  const dirty = useDirtyForm(waiting);
  if (!waiting) return null;
  const later = build ? laterFor === build : laterUnknown;
  // An empty marker, so a browser journey can tell "put off" from "not decided yet".
  if (later && !activated) return <span hidden data-update-later={build ?? ''} />;

  function putOff() {
    if (!build) return setLaterUnknown(true);
    try {
      localStorage.setItem(LATER_KEY, build);
    } catch {
      // Private mode may refuse storage: put off for this page view only.
    }
    setLaterFor(build);
  }

  return (
    <section className="pwa-toast" aria-labelledby="pwa-update-title">
      <h2 id="pwa-update-title" className="pwa-toast__title">
        A new version of this site is ready
      </h2>
      <p role="status" className={dirty ? undefined : 'pwa-toast__calm'}>
        {dirty
          ? 'You are filling in a form, so nothing will change now. When you have sent it or left the page, you can update.'
          : 'Reload to get it. Nothing you have typed is lost.'}
      </p>
      <div className="pwa-toast__actions">
        {!dirty && <Button onClick={applyUpdate}>Reload to update</Button>}
        {!activated && (
          <Button variant="secondary" onClick={putOff}>
            Later
          </Button>
        )}
      </div>
    </section>
  );
}
