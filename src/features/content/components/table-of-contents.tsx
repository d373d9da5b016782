import type { MouseEvent } from 'react';
import type { Heading } from '../../../shared/content-types';

interface TableOfContentsProps {
  headings: Heading[];
  title?: string;
  /** Which form to draw: both (the default, for pages without a side column) or one of them. */
  show?: 'both' | 'disclosure' | 'column';
}

function Links({ headings }: { headings: Heading[] }) {
  return (
    <ol className="toc__list">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} onClick={closeDisclosure}>
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The phone's contents stay stuck under the header: once a section is chosen they fold away. */
function closeDisclosure(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}

/**
 * "On this page": links to the `##` sections of a long page, drawn in two forms from the same list. On a
 * wide screen a sticky column beside the text; on a narrow one a closed disclosure that sticks under
 * the header as the reader scrolls, so the first screen holds the page's own words and the
 * contents stay one tap away all down a long guide. CSS shows one and hides the other (display: none also takes
 * it out of the accessibility tree), and both work before any script has loaded.
 */
export function TableOfContents({ headings, title = 'On this page', show = 'both' }: TableOfContentsProps) {
  const top = headings.filter((heading) => heading.level === 2);
  if (top.length < 3) return null;
  return (
    <>
      {show !== 'column' && (
        <details className="toc toc--inline">
          <summary className="toc__summary">
            {title} <span className="toc__count">({top.length} sections)</span>
          </summary>
          <nav aria-label={title}>
            <Links headings={top} />
          </nav>
        </details>
      )}
      {show !== 'disclosure' && (
        <nav className="toc toc--side" aria-label={title}>
          <h2 className="toc__title">{title}</h2>
          <Links headings={top} />
        </nav>
      )}
    </>
  );
}
