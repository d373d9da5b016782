// Client entry: hydrate prerendered pages, or render member pages into the app shell.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { primeEmbeddedPayload } from './features/content/state/payload-store';
import { forcedNotFoundAtom } from './app/route-view';
import { trackDirtyForms } from './features/pwa/state/dirty-forms';
import { keepPrerenderedShell } from './lib/prerendered-shell';
import { reloadOnceForChunkError } from './lib/reload-guard';
import { matchRoute } from './shared/route-table';
import { preloadPage } from './app/routes';
import { appStore } from './lib/store';
import { nextTask, whenIdle } from './lib/tasks';
import { beginHydration } from './lib/use-hydrated';
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

// The prerendered page's own data, so hydration renders exactly what the server did.
primeEmbeddedPayload();

const container = document.getElementById('__nuxt');
if (!container) throw new Error('Mount element #__nuxt is missing');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const page = matchRoute(window.location.pathname)?.route.page;
// The page's own code before the first render (decision 246); a chunk that fails is the lazy page's
// to report, as after a navigation. Asked for in a task of its own, after this one: Vite's preload
// helper appends a modulepreload link for each of the page's chunks, a third of the entry's
// evaluation when it ran inside it (decision 247).
const pageReady = nextTask()
  .then(() => (page ? preloadPage(page) : undefined))
  .catch(() => {});

if (container.hasAttribute('data-shell') || !container.firstElementChild) {
  // A member's screen came with its own shell: shown again until the screen renders (decision 195).
  keepPrerenderedShell(container, window.location.pathname);
  // The plain shell's placeholder title goes. A screen's own shell carries the page's title, so the
  // page has one until it renders; React then puts the page's own <title> first in <head>.
  if (!container.querySelector('[data-screen-shell]'))
    document.head.querySelectorAll('title').forEach((title) => title.remove());
  // The screen's code loads beside the session check (pageReady), not awaited: the shell is on screen.
  const root = createRoot(container);
  // In a transition the first render yields to the browser every few milliseconds (one long task
  // made the dashboard's blocking time): the shell stays on screen meanwhile.
  startTransition(() => root.render(app));
} else {
  // The server's 404.html for a path the client could match (e.g. content not built yet): keep the 404.
  if (container.hasAttribute('data-not-found')) appStore.set(forcedNotFoundAtom, window.location.pathname);
  // A page that does not hydrate cleanly (the address changed before hydration, an extension edited
  // the HTML) is rendered again by React in the browser, which is the right page: it is only logged.
  // It used to be turned into a 404 by matching /hydrat/ in the message, which production React
  // never sends (its messages are minified: "Minified React error #418"), so that never ran (issue 23).
  // Hydrated in a transition: React then yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (the quote form's blocking time was 200-800 ms). The
  // page is on screen from the HTML meanwhile; a click before its part is hydrated is replayed.
  // Once the page's code is in, so hydration draws it in one pass (decision 246).
  // In a task after the one that evaluated the page's code (a form's schemas are built there).
  beginHydration();
  void pageReady.then(nextTask).then(() =>
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error('[hydration]', error, info.componentStack);
        },
      });
    }),
  );
}
