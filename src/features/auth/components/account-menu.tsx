import { useStore } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { LinkList } from '../../../components/ui/link-list';
import { useHydrated } from '../../../lib/use-hydrated';
import { logout, logoutPendingAtom } from '../state/logout';
import { isLoggedIn, useSession } from '../state/session';

const ANONYMOUS_LINKS = [
  { href: '/login', label: 'Log in' },
  { href: '/register', label: 'Create account' },
  // The agency's main action, for a visitor on every page (a phone has it in the menu); a member's
  // dashboard lists their quotes and offers a new one.
  { href: '/quote', label: 'Get a quote', className: 'button account-menu__quote' },
];

/** Log in / account links in the header. Anonymous until hydrated, so the prerendered HTML matches. */
export function AccountMenu() {
  const hydrated = useHydrated();
  const { user, ready } = useSession();
  const store = useStore();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const waitingForNetwork = useAtomValue(logoutPendingAtom);

  if (!hydrated || !isLoggedIn(user)) {
    // Before the session is known, a screen's shell (signed-in requests get it) hides these links
    // rather than offer a signed-in person "Log in" (site-header.css); prerendered pages show them.
    return (
      <LinkList
        className={ready ? 'account-menu' : 'account-menu account-menu--unknown'}
        links={ANONYMOUS_LINKS}
      />
    );
  }

  async function onLogout() {
    setPending(true);
    // Home, as the specification says, before the user is cleared; offline, the session still
    // stands: the page stays as it is and says so (logout.ts).
    await logout(store, undefined, () => navigate('/'));
    setPending(false);
  }

  return (
    <ul className="account-menu">
      <li>
        {/* The member's name on the link itself: one item fewer keeps the desktop bar on one line. */}
        <Link href="/dashboard">{user.firstName}&rsquo;s dashboard</Link>
      </li>
      <li>
        <Button variant="secondary" onClick={onLogout} disabled={pending}>
          {pending ? 'Logging out…' : 'Log out'}
        </Button>
      </li>
      {waitingForNetwork && (
        <li className="account-menu__notice" role="status">
          Logging out needs a connection. You are still logged in here, and will be logged out as soon as this
          device is back online.
        </li>
      )}
    </ul>
  );
}
