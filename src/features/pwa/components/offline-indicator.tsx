import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useOnline } from '@/lib/use-online';
import { matchRoute } from '@/shared/route-table';

/**
 * What really waits, and nothing more: the account forms answer "Check your connection and try
 * again". The outbox takes the quote, question and contact forms
 * (decision 052) and the chat keeps a message for later (decision 117); nothing else is queued.
 */
export const OFFLINE_NOTE =
  'Guides, articles and the calculator still work. A quote request, a question for our agents, a contact message or a chat message you send now waits on this device and goes out when you are back online. Logging in, your account and other forms need a connection.';

/**
 * A slim, closable bar while the device is offline, a line on a phone's screen; what still works opens under "What works". The live region is always rendered (empty when
 * online), so screen readers announce the change; the server and hydration render it online.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const [path] = useLocation();
  // A screen that says it itself (the chat's message box) is not told twice.
  const saidHere = matchRoute(path)?.route.saysOffline === true;
  const [closed, setClosed] = useState(false);
  // Closed for this time offline: going offline again shows it again.
  useEffect(() => setClosed(false), [online]);
  return (
    <div role="status" className="pwa-offline">
      {!online && !closed && !saidHere && (
        <div className="pwa-bar">
          <details>
            <summary>
              <strong>You are offline.</strong> <span className="pwa-bar__more">What works</span>
            </summary>
            <p>{OFFLINE_NOTE}</p>
          </details>
          <button type="button" className="pwa-bar__close" onClick={() => setClosed(true)}>
            Close<span className="visually-hidden"> the offline note</span>
          </button>
        </div>
      )}
    </div>
  );
}
