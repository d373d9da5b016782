import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useHydrated } from '../../../lib/use-hydrated';
import { statusMessage, useSiteSearch } from '../hooks/use-site-search';
import './search.css';

const INPUT_ID = 'site-search-q';

/**
 * The search on /content. The query lives in the address (?q=), so the header's GET form and
 * shared links land on results. A plain GET form underneath: it works before the script loads.
 */
export function SiteSearch() {
  // The prerendered page has no query string: read ?q= only once hydration is done.
  const hydrated = useHydrated();
  const search = useSearch();
  const urlQuery = hydrated ? (new URLSearchParams(search).get('q') ?? '') : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, warmUp } = useSiteSearch(urlQuery);

  // The box is uncontrolled, as the header's is: words typed before the page's script took over
  // stay in it (a controlled box could be reset by hydration), and the form reads the box itself.
  // A query that arrives in the address (the header's search, a shared link) is shown in it.
  useEffect(() => {
    if (urlQuery && inputRef.current) inputRef.current.value = urlQuery;
  }, [urlQuery]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const url = query
      ? `${window.location.pathname}?q=${encodeURIComponent(query)}`
      : window.location.pathname;
    // replaceState, not a navigation: the page stays, focus stays in the box, wouter sees the new ?q=.
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <section className="site-search" aria-labelledby="site-search-title">
      <h2 id="site-search-title">Search our guides and articles</h2>
      <form role="search" action="/content" method="get" className="site-search__form" onSubmit={onSubmit}>
        <label htmlFor={INPUT_ID}>Search words</label>
        <p className="field__hint" id={`${INPUT_ID}-hint`}>
          For example: Medicare Part D, deductible, flood, 401(k).
        </p>
        <div className="site-search__row">
          <input
            ref={inputRef}
            id={INPUT_ID}
            name="q"
            type="search"
            aria-describedby={`${INPUT_ID}-hint`}
            autoComplete="off"
            onFocus={warmUp}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <p className="site-search__status" role="status" aria-live="polite">
        {statusMessage(state)}
      </p>
      {state.status === 'done' && state.results.length > 0 && (
        <ol className="site-search__results">
          {state.results.map((result) => (
            <li key={result.path}>
              <h3 className="site-search__title">
                <Link href={result.path}>{result.title}</Link>
              </h3>
              <p className="site-search__kind">{result.kind}</p>
              <p className="site-search__snippet">{result.snippet}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
