// The spec's layouts: default (header, navigation, footer), mobile-only (narrow, simple header with a
// back link, used on /categories/{name}) and none (/series/{name}); and the app layouts (an app bar,
// no marketing chrome): app (the agent console) and screen (the chat). All keep the skip link and <main>.
import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { agency } from '../../shared/agency';
import type { LayoutName, RouteDef } from '../../shared/route-table';
import { CompactFooter, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { AppBar } from './app-bar';
import './app-layouts.css';

type SkipTo = RouteDef['skipTo'];

function SkipLink({ to }: { to?: SkipTo }) {
  return (
    <a className="skip-link" href={`#${to?.target ?? 'main'}`}>
      {to?.label ?? 'Skip to main content'}
    </a>
  );
}

function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={className ? `site-main ${className}` : 'site-main'}>
      {children}
    </main>
  );
}

function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Main className="container">{children}</Main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--mobile">
      <SkipLink />
      <header className="mobile-header">
        <Link href="/categories" className="mobile-header__back">
          <span aria-hidden="true">← </span>All categories
        </Link>
        <a href={`tel:${agency.phoneE164}`}>Call {agency.phone}</a>
      </header>
      <Main className="container container--narrow">{children}</Main>
      <CompactFooter />
    </div>
  );
}

function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--none">
      <SkipLink />
      <Main className="container">{children}</Main>
      <CompactFooter />
    </div>
  );
}

/** No footer, no newsletter: a slim bar and the page. */
function AppLayout({ screen, skipTo, children }: { screen: boolean; skipTo?: SkipTo; children: ReactNode }) {
  return (
    <div className={screen ? 'layout layout--app layout--screen' : 'layout layout--app'}>
      <SkipLink to={skipTo} />
      <header className="app-bar">
        <AppBar />
      </header>
      <Main className={screen ? 'app-main app-main--screen' : 'app-main'}>{children}</Main>
    </div>
  );
}

interface LayoutProps {
  name: LayoutName;
  /** Where the skip link leads when not to <main> (the route's `skipTo`). */
  skipTo?: SkipTo;
  children: ReactNode;
}

export function Layout({ name, skipTo, children }: LayoutProps) {
  if (name === 'app' || name === 'screen') {
    return (
      <AppLayout screen={name === 'screen'} skipTo={skipTo}>
        {children}
      </AppLayout>
    );
  }
  if (name === 'mobile') return <MobileLayout>{children}</MobileLayout>;
  if (name === 'none') return <BareLayout>{children}</BareLayout>;
  return <DefaultLayout>{children}</DefaultLayout>;
}
