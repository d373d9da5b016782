// The offline bar's words and controls, a chunk of their own: no page's first load carries them.
// Fetched as the page is hydrated (offline-indicator.tsx, loadOfflineBar); the worker's precache
// holds it for pages opened offline.

/**
 * What really waits, and nothing more: the account forms answer "Check your connection and try
 * again". The outbox takes the quote, question and contact forms
 * (decision 052) and the chat keeps a message for later (decision 117); nothing else is queued.
 */
export const OFFLINE_NOTE =
  'Guides, articles and the calculator still work. A quote request, a question for our agents, a contact message or a chat message you send now waits on this device and goes out when you are back online. Logging in, your account and other forms need a connection.';

export default function OfflineBar({ onClose }: { onClose: () => void }) {
  return (
    <div className="pwa-bar">
      <details>
        <summary>
          <strong>You are offline.</strong> <span className="pwa-bar__more">What works</span>
        </summary>
        <p>{OFFLINE_NOTE}</p>
      </details>
      <button type="button" className="pwa-bar__close" onClick={onClose}>
        Close<span className="visually-hidden"> the offline note</span>
      </button>
    </div>
  );
}
