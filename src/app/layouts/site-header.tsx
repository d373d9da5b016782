// The site header: on a phone a bar under 64 px (logo, call, menu); from 1280px one line with the
// navigation, search and account. The menu is a <details> disclosure, so it works before script runs.
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { ColorModeSwitch } from '@/features/color-mode/components/color-mode-switch';
import { HeaderSearch } from '../../features/search/components/header-search';
import { agency } from '../../shared/agency';
import { serviceCategories } from '../../shared/services-catalog';
import { BrandMark } from './brand-mark';
import { CloseGlyph, MenuGlyph, PhoneGlyph } from './header-glyphs';
import { useMenuDisclosure } from './use-menu-disclosure';
import { useStickyOffset } from './use-sticky-offset';

const mainLinks = [
  { href: '/services', label: 'Services' },
  { href: '/resources', label: 'Resources' },
  { href: '/about-us', label: 'About us' },
  { href: '/contact', label: 'Contact' },
];

// The lines of cover are text only here: their icons would add about 3 kB to every page's first
// load (decision 076); the services pages show them.
function MainNav({ location }: { location: string }) {
  const current = (href: string) => (location === href ? 'page' : undefined);
  return (
    <nav className="site-nav" aria-label="Main">
      <ul className="site-nav__lines">
        {serviceCategories.map((category) => (
          <li key={category.slug}>
            <Link href={`/services/${category.slug}`} aria-current={current(`/services/${category.slug}`)}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="site-nav__list">
        {mainLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={current(link.href)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteHeader() {
  const [location] = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const header = useRef<HTMLElement>(null);
  useMenuDisclosure(menu, location);
  useStickyOffset(header);
  return (
    <header className="site-header" ref={header}>
      <div className="site-header__bar container">
        <Link href="/" className="brand">
          <BrandMark />
          <span className="brand__name">
            {agency.shortName}
            <span className="brand__tail"> Insurance &amp; Financial</span>
          </span>
        </Link>
        <a className="site-header__call button button--ghost" href={`tel:${agency.phoneE164}`}>
          <PhoneGlyph className="icon" />
          <span className="site-header__call-short">Call</span>
          <span className="site-header__call-number"> {agency.phone}</span>
        </a>
        <details className="site-menu" ref={menu}>
          <summary className="site-menu__toggle button button--secondary">
            <MenuGlyph className="icon site-menu__open-icon" />
            <CloseGlyph className="icon site-menu__close-icon" />
            Menu
          </summary>
          <div className="site-menu__panel">
            <MainNav location={location} />
            <div className="site-menu__tools">
              <HeaderSearch />
              <ColorModeSwitch />
              <AccountMenu />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
