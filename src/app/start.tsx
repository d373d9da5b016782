// The app's start, imported by main.tsx once React DOM has been evaluated in a task of its own:
// hydrate a prerendered page, or render a member's screen into the app shell.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { primeEmbeddedPayload } from '../features/content/state/payload-store';
import { keepPrerenderedShell } from '../lib/prerendered-shell';
import { appStore } from '../lib/store';
import { nextTask } from '../lib/tasks';
import { beginHydration } from '../lib/use-hydrated';
import { matchRoute } from '../shared/route-table';
import { App } from './app';
import { forcedNotFoundAtom } from './route-view';
import { preloadPage } from './routes';

export function startApp(container: HTMLElement): void {
  // The prerendered page's own data, so hydration renders exactly what the server did.
  primeEmbeddedPayload();

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  const page = matchRoute(window.location.pathname)?.route.page;
  // The page's own code before the first render (decision 246); a chunk that fails is the lazy page's
  // to report, as after a navigation. Asked for in a task of its own, after this one (decision 247).
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
    return;
  }
  // The server's 404.html for a path the client could match (e.g. content not built yet): keep the 404.
  if (container.hasAttribute('data-not-found')) appStore.set(forcedNotFoundAtom, window.location.pathname);
  // A page that does not hydrate cleanly (the address changed before hydration, an extension edited
  // the HTML) is rendered again by React in the browser, which is the right page: it is only logged.
  // Its message cannot be matched to tell it apart: production React's are minified ("Minified
  // React error #418").
  // Hydrated in a transition: React then yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (on the quote form, most of its blocking time). The
  // page is on screen from the HTML meanwhile; a click before its part is hydrated is replayed.
  // Once the page's code is in, so hydration draws it in one pass (decision 246), in a task after
  // the one that evaluated it (a form's schemas are built there).
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
