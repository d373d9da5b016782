import { Link } from 'wouter';
import type { LinkRef } from '../../../../shared/content-types';
import { PrevNext } from './prev-next';

type Series = LinkRef & { parts: LinkRef[] };

function position(series: Series, path: string) {
  const index = series.parts.findIndex((part) => part.path === path);
  return { index, label: `Part ${index + 1} of ${series.parts.length}` };
}

/** One line under the heading: where this article sits in its series. */
export function SeriesBanner({ series, path }: { series: Series; path: string }) {
  const { index, label } = position(series, path);
  if (index < 0) return null;
  return (
    <p className="kb-series-banner">
      {label} in the series <Link href={series.path}>{series.title}</Link>.{' '}
      <a href="#series-parts">See all parts</a>
    </p>
  );
}

/** The whole series at the end of an article: every part in order, then the previous and next one. */
export function SeriesParts({ series, path }: { series: Series; path: string }) {
  const { index, label } = position(series, path);
  if (index < 0) return null;
  const previous = series.parts[index - 1];
  const next = series.parts[index + 1];
  return (
    <section className="kb-series" aria-labelledby="series-parts">
      <h2 id="series-parts">
        {label} in {series.title}
      </h2>
      <ol className="kb-series__parts">
        {series.parts.map((part) => (
          <li key={part.path}>
            {part.path === path ? (
              <span aria-current="page" className="kb-series__current">
                {part.title} <span className="kb-series__here">(you are reading this)</span>
              </span>
            ) : (
              <Link href={part.path}>{part.title}</Link>
            )}
          </li>
        ))}
      </ol>
      <PrevNext
        label="Previous and next part"
        noun="part"
        previous={previous && { href: previous.path, title: previous.title }}
        next={next && { href: next.path, title: next.title }}
      />
      <p>
        <Link href={series.path}>About the {series.title} series and its conversations</Link>
      </p>
    </section>
  );
}
