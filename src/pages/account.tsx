import { useStore } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { AccountLoading, AccountShell } from '@/features/account/components/account-shell';
import { logout } from '@/features/auth/state/logout';
import { isLoggedIn, useSession, useSetUser } from '@/features/auth/state/session';
import type { PageProps } from './page-props';

// The forms bring the form kit: loaded with the sections, not with the page shell.
const AccountSections = lazy(() =>
  import('@/features/account/components/account-sections').then((m) => ({ default: m.AccountSections })),
);

/** /dashboard/account (guard 'auth'): profile, password, devices, data download, deletion. */
export default function AccountPage({ match }: PageProps) {
  const { user, ready } = useSession();
  const setUser = useSetUser();
  const store = useStore();
  const [, navigate] = useLocation();
  // The prerendered shell's heading and intro (decision 195) stay as they are when the forms come:
  // nothing moves, and the first paint is the final one.
  if (!ready || !isLoggedIn(user)) return <AccountShell title={match.route.title} />;
  return (
    <AccountShell title={match.route.title}>
      <Suspense fallback={<AccountLoading />}>
        <AccountSections
          user={user}
          onProfileSaved={setUser}
          onDeleted={() => {
            // The server has ended the session already; this clears the device.
            void logout(store, async () => undefined).then(() => navigate('/?account=deleted'));
          }}
        />
      </Suspense>
    </AccountShell>
  );
}
