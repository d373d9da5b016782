// Renders the current address: match it against the shared route table, pick its layout, run its
// guards, then show its lazy page; unknown paths and failed params get the 404 page (docs/decisions/010-client-routing-and-prerender.md).
import { atom } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DelayedLoading } from '../components/ui/delayed-loading';
import { PrerenderedShell } from '../components/ui/prerendered-shell';
import { useSession } from '../features/auth/state/session';
import { forgetFailedPayloads } from '../features/content/state/payload-store';
import { useForcedColorMode } from '../features/color-mode/hooks/use-color-mode';
import { matchRoute, type RouteMatch } from '../shared/route-table';
import { NotFoundPage } from './errors/error-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { assertGuardsExist, runGuards } from './guards';
import { Layout } from './layouts/layouts';
import { forgetPage, getPage } from './routes';
import { isNavigationPending } from './view-transition';

/**
 * A path that shows the 404 page whatever the route table says: set when the server answered with
 * its 404.html for a path the client could match. Navigating elsewhere ends it.
 */
export const forcedNotFoundAtom = atom<string | null>(null);

// Only the build renders it (the shells of the members' screens, decision 195): a chunk the browser
// never loads.
const MemberShell = lazy(() => import('../pages/member-shells'));

/** While the session or the page's code loads: the screen's prerendered shell, when it came with one. */
const waiting = (label?: string) => <PrerenderedShell fallback={<DelayedLoading label={label} />} />;

function GuardGate({ match, path, children }: { match: RouteMatch; path: string; children: ReactNode }) {
  const names = match.route.guards;
  // An unknown guard is thrown at once (the error page shows it), not after the session loads.
  assertGuardsExist(names);
  const { user, ready } = useSession();
  const [, navigate] = useLocation();
  const redirect = names.length > 0 && ready ? runGuards(names, { path, user }) : undefined;

  useEffect(() => {
    if (!redirect) return;
    // While a navigation is on its way, wait: if it leaves this page, the cleanup cancels the
    // redirect (it would race the navigation); if it lands here (this page's effects run inside
    // the transition's update), the redirect happens once the transition is done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (isNavigationPending()) timer = setTimeout(attempt, 50);
      // Gone from this page already (a logout's move home, with this page still mounted while the
      // next one loads): its guard has nothing left to guard.
      else if (window.location.pathname !== path.split('?')[0]) return;
      else navigate(redirect, { replace: true });
    };
    attempt();
    return () => clearTimeout(timer);
  }, [redirect, navigate, path]);

  // The screen's code loads while the session is checked: main.tsx starts it (decisions 195, 246).
  if (names.length === 0) return children;
  // Waiting for the stored session avoids a flash redirect to /login on reload. A page only for
  // guests (the login form) shows at once, as prerendered: most who open it are guests, and a
  // member is sent on once the session is known.
  const waits = names.some((name) => name !== 'guest');
  if ((!ready && waits) || redirect) return waiting('Checking your session…');
  return children;
}

/**
 * Marks the page as live once the routed page itself has committed: scripts and browser journeys can
 * tell a hydrated page from its HTML. The root commits before a lazy page inside Suspense hydrates,
 * so a mark set at the root let a click reach a link React did not yet own (a full page load, and
 * focus left on the body).
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

function RoutePage({ match }: { match: RouteMatch }) {
  // A page that forces a colour mode says so in the registry (`colorMode`); none needs one today.
  useForcedColorMode(match.route.colorMode);
  const Page = getPage(match.route.page);
  return <Page match={match} />;
}

export function RouteView({ shell = false }: { shell?: boolean }) {
  const [path] = useLocation();
  const search = useSearch();
  const forcedNotFound = useAtomValue(forcedNotFoundAtom);
  // Page data that failed is remembered for the one navigation that showed it (so its page renders
  // the failure instead of asking again in a loop); leaving the address forgets it.
  useEffect(() => () => forgetFailedPayloads(), [path]);

  const match = matchRoute(path);
  // The app shell for member pages: layout and an empty main, filled in the browser; for a screen
  // with a shell of its own (src/pages/member-shells.tsx), its layout and that shell.
  if (shell) {
    if (!match || path === '/') return <Layout name="default">{null}</Layout>;
    return (
      <Layout name={match.route.layout} skipTo={match.route.skipTo}>
        <MemberShell match={match} />
        <PageLive />
      </Layout>
    );
  }

  if (!match || forcedNotFound === path) {
    return (
      <Layout name="default">
        <NotFoundPage path={path} />
        <PageLive />
      </Layout>
    );
  }
  return (
    <Layout name={match.route.layout} skipTo={match.route.skipTo}>
      <RouteErrorBoundary
        key={path}
        onRetry={() => {
          forgetPage(match.route.page);
          forgetFailedPayloads();
        }}
      >
        <GuardGate match={match} path={search ? `${path}?${search}` : path}>
          <Suspense fallback={waiting()}>
            <RoutePage match={match} />
            <PageLive />
          </Suspense>
        </GuardGate>
      </RouteErrorBoundary>
    </Layout>
  );
}
