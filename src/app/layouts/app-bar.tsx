// The app bar of the app layouts (the chat, the agent console): the agency's mark home and the
// member's own links (dashboard, log out); none of the marketing navigation. Everything it uses is
// in the site header already, so it costs the first load almost nothing (a lazy chunk cost 1.9 kB
// in the shared chunks it split out).
import { Link } from 'wouter';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { agency } from '../../shared/agency';
import { BrandMark } from './brand-mark';

export function AppBar() {
  return (
    <>
      <Link href="/" className="brand app-bar__brand">
        <BrandMark />
        <span className="brand__name">{agency.shortName}</span>
      </Link>
      <AccountMenu />
    </>
  );
}
