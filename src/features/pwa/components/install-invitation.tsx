import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { agency } from '../../../shared/agency';
import {
  PAGES_BEFORE_INVITE,
  currentEnvironment,
  isIosSafari,
  rememberDismissal,
  wasDismissed,
} from '../state/install';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Pages seen in this visit, counted from the location the router reports. */
function usePagesSeen(): number {
  const [location] = useLocation();
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    setSeen((list) => (list.includes(location) ? list : [...list, location]));
  }, [location]);
  return seen.length;
}

/**
 * Our own install invitation: from the browser's beforeinstallprompt where there is one, and the
 * Share-menu steps on iOS Safari, which has none. Shown from the second page on; "No thanks" is for good.
 */
export function InstallInvitation() {
  const [deferred, setDeferred] = useState<InstallPromptEvent | null>(null);
  const [ios, setIos] = useState(false);
  const [closed, setClosed] = useState(false);
  const pages = usePagesSeen();

  useEffect(() => {
    if (wasDismissed()) return;
    const env = currentEnvironment();
    if (env.standalone) return;
    if (isIosSafari(env)) setIos(true);
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-infobar away; we ask at a better moment.
      event.preventDefault();
      setDeferred(event as InstallPromptEvent);
    };
    const onInstalled = () => setClosed(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (closed || pages < PAGES_BEFORE_INVITE || (!deferred && !ios)) return null;

  const dismiss = () => {
    rememberDismissal();
    setClosed(true);
  };
  const install = async () => {
    if (!deferred) return;
    await deferred.prompt();
    const choice = await deferred.userChoice;
    if (choice.outcome === 'dismissed') rememberDismissal();
    setDeferred(null);
    setClosed(true);
  };

  return (
    <section className="pwa-toast" aria-labelledby="pwa-install-title">
      <h2 id="pwa-install-title" className="pwa-toast__title">
        Keep {agency.shortName} on your home screen
      </h2>
      {ios ? (
        <p>
          In Safari, tap the Share button (a square with an arrow pointing up), then choose “Add to Home
          Screen”. Guides and articles then open even without a signal.
        </p>
      ) : (
        <p>Open our guides and the calculator with one tap, even without a signal.</p>
      )}
      <div className="pwa-toast__actions">
        {!ios && <Button onClick={() => void install()}>Install</Button>}
        <Button variant="secondary" onClick={dismiss}>
          {ios ? 'Got it' : 'No thanks'}
        </Button>
      </div>
    </section>
  );
}
