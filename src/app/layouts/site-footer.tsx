import { LinkList } from '../../components/ui/link-list';
import { agency } from '../../shared/agency';

const MORE_LINKS = [
  { href: '/info', label: 'Agency information' },
  { href: '/PrivacyPolicy', label: 'Privacy policy' },
  { href: '/articles/overview', label: 'Articles' },
];

/** The footer of the mobile-only and no-layout pages: the phone number and the licence line only. */
export function CompactFooter() {
  return (
    <footer className="site-footer site-footer--compact">
      <div className="container">
        <p>
          {agency.name}: <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty})
        </p>
        <p className="site-footer__legal">{agency.licence}.</p>
      </div>
    </footer>
  );
}

export function SiteFooter() {
  const { address } = agency;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{agency.name}</h2>
          <address>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p>
            Phone: <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty})
            <br />
            Email: <a href={`mailto:${agency.email}`}>{agency.email}</a>
          </p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Office hours</h2>
          <ul className="plain-list">
            {agency.hours.map((entry) => (
              <li key={entry.days}>
                {entry.days}: {entry.time}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">More</h2>
          <LinkList className="plain-list" links={MORE_LINKS} />
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>
          Serving {agency.statesServed.join(', ')} since {agency.founded}. {agency.licence}.
        </p>
        <p>
          We represent {agency.medicare.organizations} organizations which offer {agency.medicare.plans}{' '}
          Medicare products in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on
          all of your options.
        </p>
      </div>
    </footer>
  );
}
