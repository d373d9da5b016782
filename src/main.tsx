// Client entry: the start-up that needs no React, then React DOM and the app, each evaluated in a
// task of its own (src/app/start.tsx hydrates prerendered pages or renders member pages).
import { trackDirtyForms } from './features/pwa/state/dirty-forms';
import { reloadOnceForChunkError } from './lib/reload-guard';
import {
  fieldsChanged,
  hydrateOnDemand,
  isOnDemand,
  sendHeldFormOnceHydrated,
} from './lib/hydrate-on-demand';
import { hasAuthHint } from './lib/auth-hint';
import { readStored } from './lib/store';
import { nextTask, whenIdle } from './lib/tasks';
import { SESSION_CHANNEL, SESSION_USER_KEY } from './features/auth/state/session-keys';
import { storedDraftHasAnswers } from './features/quotes/state/draft-answers';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/transitions.css';

// zod probes for eval with `new Function('')` unless told not to, which the CSP reports as a
// violation on every page with a form. zod keeps its config on this global (so that copies share
// it) and reads it when a schema is built; set here, before any form chunk loads zod, it spares the
// entry chunk zod itself (decision 076; src/main-zod-config.test.ts checks zod still reads it).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// A preload of a chunk that no longer exists (new deploy): reload once per path in 10 s (src/lib/reload-guard.ts).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// Offline reading and updates (decision 050); forms are watched so an update never reloads under typing.
trackDirtyForms();
// The worker registers after the page has loaded (its install would compete with the page for the
// network), and its code is a chunk of its own, outside the entry (decision 076).
const startWorker = () =>
  void import('./features/pwa/state/service-worker').then(({ startServiceWorker }) => startServiceWorker());
// When the browser is idle, in a task of its own: not inside the entry's evaluation or the hydration.
const startWorkerWhenIdle = () => whenIdle(startWorker);
if (document.readyState === 'complete') startWorkerWhenIdle();
else window.addEventListener('load', startWorkerWhenIdle, { once: true });

const container = document.getElementById('__nuxt');
if (!container) throw new Error('No #__nuxt element');

// React DOM's evaluation is the largest piece of start-up script: in a task of its own, then the
// app's modules in the next (decision 260). The page's HTML lists both chunks beside the entry
// (vite.config.ts, bootChunksInHtml), so they arrive with it and nothing waits on the network here.
// A chunk that fails to load is a new deploy's: the reload guard, as for a page's chunk. Only the
// imports' failures: an error of the app's own start is thrown as it is.
const startApp = () =>
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/start'))
    .then(
      ({ startApp }) => startApp(container),
      (error: unknown) => {
        if (!reloadOnceForChunkError()) throw error;
      },
    );
/**
 * Whether a page that waits for the visitor must start the app at once: its address asks for what
 * only the app shows (the mount element's `data-app-query`: the content hub's `?q=` results, a
 * quote's confirmation or chosen service), a member is signed in on this device (the session's
 * readable cookie, or the member kept in IndexedDB: the header shows their account, a guest-only
 * page sends them on), the page has answers kept on the device to offer (`data-stored`: a quote's
 * draft, the calculator's changed answers), or
 * a field was typed into or chosen before this script ran.
 */
async function wanted(): Promise<boolean> {
  const query = new URLSearchParams(window.location.search);
  const appQuery = container!.dataset.appQuery?.split(' ') ?? [];
  const asked = (name: string) => (name === '*' ? Boolean(window.location.search) : query.has(name));
  if (appQuery.some(asked) || hasAuthHint() || fieldsChanged(container!)) return true;
  const stored = container!.dataset.stored;
  const [user, draft] = await Promise.all([
    readStored(SESSION_USER_KEY) as Promise<{ id?: string } | null>,
    stored ? readStored(stored) : undefined,
  ]);
  return Boolean(user?.id) || storedDraftHasAnswers(draft);
}

// A page whose first screen needs no script starts the app only when the visitor needs it
// (decision 261: pages to read; decision 269: forms whose send button waits for the app).
// A send pressed before now, or before the page is hydrated, held by the boot script, goes then.
sendHeldFormOnceHydrated();
if (isOnDemand(container)) hydrateOnDemand(startApp, { wanted, sessionChannel: SESSION_CHANNEL });
else startApp();
