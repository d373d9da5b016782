import { LinkList } from '../../../../components/ui/link-list';
import { agency } from '../../../../shared/agency';

const homeLabel = (
  <>
    <span aria-hidden="true">← </span>
    {agency.name} home
  </>
);

/**
 * /series/{name} has no site header (layout "none"), so the page brings its own way out: home,
 * all series, and the phone number people look for first.
 */
export function SeriesTopBar() {
  return (
    <nav className="kb-top-bar" aria-label="Site">
      <LinkList
        className="plain-list kb-top-bar__list"
        links={[
          { href: '/', label: homeLabel, className: 'kb-top-bar__home' },
          { href: '/series', label: 'All series' },
          { href: '/articles/overview', label: 'All articles' },
        ]}
      >
        <li className="kb-top-bar__call">
          Call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a>
        </li>
      </LinkList>
    </nav>
  );
}
