import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import type { SearchResponse } from '../../../shared/questions-schemas';
import type { SearchState } from '../hooks/use-search';
import { formatAgencyDate } from '@/shared/format-date';
import { topicLabel } from '../state/labels';
import { searchHref, type SearchRequest } from '../state/search-params';
import { HighlightedText } from './highlighted-text';
import { StatusTag } from './status-tag';
import '../questions.css';

interface SearchResultsProps {
  path: string;
  request: SearchRequest;
  state: SearchState;
  onRetry: () => void;
}

/** What a search found, or why there is nothing to show: not searched yet, no match, or a failure. */
export function SearchResults({ path, request, state, onRetry }: SearchResultsProps) {
  if (state.kind === 'idle') {
    return (
      <p className="search-results__note">
        Type at least two characters to search your own questions and the answers our agents have shared with
        all members.
      </p>
    );
  }
  if (state.kind === 'loading') return <p role="status">Searching…</p>;
  if (state.kind === 'failed') {
    return (
      <div className="callout callout--warning" role="alert">
        <p>{failureText(state.status)}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const { response } = state;
  // The member's and shared questions first (this is their search), the guides after them, on the
  // first page of results only.
  const guides = response.page <= 1 && <SitePages pages={response.pages} />;
  if (response.total === 0 && response.pages.length === 0) {
    return (
      <div className="notice" role="status">
        <p>
          Nothing matched “{response.query}”{request.topic ? ` in ${topicLabel(request.topic)}` : ''}. Try
          fewer or different words{request.topic ? ', or any topic' : ''}, or{' '}
          <Link href="/dashboard/ask">ask us your question</Link>.
        </p>
      </div>
    );
  }
  if (response.total === 0) {
    return (
      <>
        <p className="search-results__note" role="status">
          No members&rsquo; questions matched &ldquo;{response.query}&rdquo;. If the guides below do not
          answer it, <Link href="/dashboard/ask">ask us your question</Link>.
        </p>
        {guides}
      </>
    );
  }
  return (
    <>
      <section aria-labelledby="results-heading">
        {/* The count is announced when a search finishes; the heading stays a heading. */}
        <div role="status">
          <h2 id="results-heading" className="search-results__count">
            {countText(response)}
          </h2>
        </div>
        <ol className="search-results">
          {response.results.map((hit) => (
            <li key={hit.id} className="card search-hit">
              <h3>
                <Link href={`/dashboard/question/${hit.id}`}>
                  <HighlightedText segments={hit.title} />
                </Link>
              </h3>
              <p className="search-hit__excerpt">
                <HighlightedText segments={hit.excerpt} />
                {cutShort(hit.excerpt) && '…'}
              </p>
              <p className="question__meta">
                <StatusTag status={hit.status} />
                <span>{topicLabel(hit.topic)}</span>
                <span>{hit.mine ? 'Your question' : 'Shared with members'}</span>
                <span>{formatAgencyDate(hit.createdAt)}</span>
              </p>
            </li>
          ))}
        </ol>
        <Pager path={path} request={request} response={response} />
      </section>
      {guides}
    </>
  );
}

/** The site's pages that answer the search: the same index and ranking as the chat. */
function SitePages({ pages }: { pages: SearchResponse['pages'] }) {
  if (!pages.length) return null;
  return (
    <section aria-labelledby="guides-heading" className="search-guides">
      <h2 id="guides-heading" className="search-results__count">
        From our guides
      </h2>
      <ul className="search-guides__list">
        {pages.map((page) => (
          <li key={page.url}>
            <Link href={page.url}>{page.title}</Link>
            {page.excerpt && <p className="search-hit__excerpt">{page.excerpt}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function failureText(status: number | undefined): string {
  if (status === undefined)
    return 'The search could not reach our server. Check your connection and try again.';
  // Agents find questions in their console; this search is the members' own (decision 090).
  if (status === 403) return 'This search is for members. Agents find every question in the agent console.';
  return 'The search did not work this time. Please try again in a moment.';
}

/** An excerpt that stops mid-sentence gets an ellipsis, so it does not read as the whole text. */
function cutShort(excerpt: SearchResponse['results'][number]['excerpt']): boolean {
  const text = excerpt
    .map((segment) => segment.text)
    .join('')
    .trimEnd();
  return text.length > 0 && !/[.?!)"”]$/.test(text);
}

function countText({ total, page, pageSize }: SearchResponse): string {
  if (total <= pageSize) return total === 1 ? '1 question found' : `${total} questions found`;
  const first = (page - 1) * pageSize + 1;
  return `Questions ${first} to ${Math.min(total, page * pageSize)} of ${total}`;
}

function Pager({
  path,
  request,
  response,
}: Omit<SearchResultsProps, 'state' | 'onRetry'> & { response: SearchResponse }) {
  const pages = Math.ceil(response.total / response.pageSize);
  if (pages <= 1) return null;
  const page = response.page;
  return (
    <nav className="pager" aria-label="Search result pages">
      {page > 1 && (
        <Link className="button button--secondary" href={searchHref(path, { ...request, page: page - 1 })}>
          Previous page
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link className="button button--secondary" href={searchHref(path, { ...request, page: page + 1 })}>
          Next page
        </Link>
      )}
    </nav>
  );
}
