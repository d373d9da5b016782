import { useAtom } from '@/lib/atom-hooks';
import { useEffect } from 'react';
import { signedOutNoticeAtom } from '../state/session-watch';

/** Why the login page shows: the session ended on this device. Gone once the page is left. */
export function SignedOutNotice() {
  const [notice, setNotice] = useAtom(signedOutNoticeAtom);
  // Cleared when the person has left the login page (a remount in place, as StrictMode does, keeps it).
  useEffect(
    () => () => {
      if (!window.location.pathname.startsWith('/login')) setNotice(null);
    },
    [setNotice],
  );
  if (!notice) return null;
  return (
    <p className="notice" role="alert">
      {notice}
    </p>
  );
}
