import { useStore } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { DelayedLoading } from '@/components/ui/delayed-loading';
import { StandardPage } from '@/components/ui/standard-page';
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
  if (!ready || !isLoggedIn(user)) return <DelayedLoading label="Checking your session…" />;
  return (
    <StandardPage
      title={match.route.title}
      lead={`Your details, password and devices, ${user.firstName}. You can also take your data with you or close the account.`}
    >
      <Suspense fallback={<DelayedLoading />}>
        <AccountSections
          user={user}
          onProfileSaved={setUser}
          onDeleted={() => {
            // The server has ended the session already; this clears the device.
            void logout(store, async () => undefined).then(() => navigate('/?account=deleted'));
          }}
        />
      </Suspense>
    </StandardPage>
  );
}
