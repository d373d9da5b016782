import type { Heading } from '../../../shared/content-types';

/** "On this page": links to the `##` sections (and their `###` children) of a long page. */
export function TableOfContents({
  headings,
  title = 'On this page',
}: {
  headings: Heading[];
  title?: string;
}) {
  const top = headings.filter((heading) => heading.level === 2);
  if (top.length < 3) return null;
  return (
    <nav className="toc" aria-label={title}>
      <h2 className="toc__title">{title}</h2>
      <ol className="toc__list">
        {top.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
