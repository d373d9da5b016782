import { useAtomValue } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { hasDirtyForm, onDirtyFormsChange } from '../state/dirty-forms';
import { applyUpdate, updateWaitingAtom } from '../state/service-worker';

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
 * at all while a form holds input (decision 050); the form's draft is saved either way.
 */
export function UpdatePrompt() {
  const waiting = useAtomValue(updateWaitingAtom);
  const [later, setLater] = useState(false);
  const dirty = useDirtyForm(waiting);
  if (!waiting || later) return null;
  return (
    <section className="pwa-toast" aria-labelledby="pwa-update-title">
      <h2 id="pwa-update-title" className="pwa-toast__title">
        A new version of this site is ready
      </h2>
      <p role="status">
        {dirty
          ? 'You are filling in a form, so nothing will change now. When you have sent it or left the page, you can update.'
          : 'Reload to get it. Nothing you have typed is lost.'}
      </p>
      <div className="pwa-toast__actions">
        {!dirty && <Button onClick={applyUpdate}>Reload to update</Button>}
        <Button variant="secondary" onClick={() => setLater(true)}>
          Later
        </Button>
      </div>
    </section>
  );
}
