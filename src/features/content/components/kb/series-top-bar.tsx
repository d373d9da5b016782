import { Link } from 'wouter';
import { agency } from '../../../../shared/agency';

/**
 * /series/{name} has no site header (layout "none"), so the page brings its own way out: home,
 * all series, and the phone number people look for first.
 */
export function SeriesTopBar() {
  return (
    <nav className="kb-top-bar" aria-label="Site">
      <ul className="plain-list kb-top-bar__list">
        <li>
          <Link href="/" className="kb-top-bar__home">
            <span aria-hidden="true">← </span>
            {agency.name} home
          </Link>
        </li>
        <li>
          <Link href="/series">All series</Link>
        </li>
        <li>
          <Link href="/articles/overview">All articles</Link>
        </li>
        <li className="kb-top-bar__call">
          Call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a>
        </li>
      </ul>
    </nav>
  );
}
