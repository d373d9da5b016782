// The spec's layouts: default (header, navigation, footer), mobile-only (narrow, simple header with a
// back link, used on /categories/{name}) and none (/series/{name}). All keep the skip link and <main>.
import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { agency } from '../../shared/agency';
import type { LayoutName } from '../../shared/route-table';
import { CompactFooter, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
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

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'mobile') return <MobileLayout>{children}</MobileLayout>;
  if (name === 'none') return <BareLayout>{children}</BareLayout>;
  return <DefaultLayout>{children}</DefaultLayout>;
}
