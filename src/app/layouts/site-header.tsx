import { Link } from 'wouter';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { ColorModeSwitch } from '@/features/color-mode/components/color-mode-switch';
import { HeaderSearch } from '../../features/search/components/header-search';
import { agency } from '../../shared/agency';
import { serviceCategories } from '../../shared/services-catalog';

const mainLinks = [
  { href: '/services', label: 'All services' },
  { href: '/resources', label: 'Resources' },
  { href: '/about-us', label: 'About us' },
  { href: '/contact', label: 'Contact' },
];

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__top container">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            HP
          </span>
          <span className="brand__name">{agency.name}</span>
        </Link>
        <p className="site-header__call">
          Call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a>
        </p>
        <div className="site-header__tools">
          <HeaderSearch />
          <ColorModeSwitch />
          <AccountMenu />
        </div>
      </div>
      <nav className="site-nav" aria-label="Main">
        <ul className="site-nav__list container">
          {serviceCategories.map((category) => (
            <li key={category.slug}>
              <Link href={`/services/${category.slug}`}>
                {category.title.replace(/ (Insurance|Planning)$/, '')}
              </Link>
            </li>
          ))}
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
