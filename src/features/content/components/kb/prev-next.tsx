import { Link } from 'wouter';

interface Step {
  href: string;
  title: string;
}

interface PrevNextProps {
  /** Names the navigation landmark, e.g. "Previous and next part". */
  label: string;
  /** What one step is called: "part", "episode". */
  noun: string;
  previous?: Step;
  next?: Step;
  /** Called before the link navigates, e.g. to move focus once the new content is shown. */
  onNavigate?: () => void;
}

/** "Previous" and "Next" links that name where they go; nothing at all when neither exists. */
export function PrevNext({ label, noun, previous, next, onNavigate }: PrevNextProps) {
  if (!previous && !next) return null;
  return (
    <nav className="kb-prev-next" aria-label={label}>
      <ul className="plain-list kb-prev-next__list">
        {previous && (
          <li className="kb-prev-next__previous">
            <Link href={previous.href} rel="prev" onClick={onNavigate}>
              <span className="kb-prev-next__label">
                <span aria-hidden="true">← </span>Previous {noun}
              </span>
              <span className="kb-prev-next__title">{previous.title}</span>
            </Link>
          </li>
        )}
        {next && (
          <li className="kb-prev-next__next">
            <Link href={next.href} rel="next" onClick={onNavigate}>
              <span className="kb-prev-next__label">
                Next {noun}
                <span aria-hidden="true"> →</span>
              </span>
              <span className="kb-prev-next__title">{next.title}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
