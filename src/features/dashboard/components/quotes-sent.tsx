import { Link } from 'wouter';
import { formatAgencyDate } from '@/shared/format-date';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';
import { serviceCategories } from '../../../shared/services-catalog';

const statusWords: Record<DashboardResponse['quotes'][number]['status'], string> = {
  new: 'Received, an agent will be in touch',
  contacted: 'An agent has contacted you',
  quoted: 'Quoted',
  closed: 'Closed',
};

const lineTitle = (line: string) => serviceCategories.find((c) => c.slug === line)?.title ?? line;

/** The quote requests the member sent while logged in, with their reference and where they stand. */
export function QuotesSent({ quotes }: { quotes: DashboardResponse['quotes'] }) {
  return (
    <section aria-labelledby="quotes-heading" className="dashboard__section">
      <h2 id="quotes-heading">Quotes you sent</h2>
      {quotes.length === 0 ? (
        <p>
          No quote requests yet. Requests you send while logged in appear here.{' '}
          <Link href="/quote">Get a quote</Link>
        </p>
      ) : (
        <ul className="quote-list">
          {quotes.map((quote) => (
            <li key={quote.reference} className="quote-list__item">
              <strong>{lineTitle(quote.line)}</strong>
              <span>
                Reference <span className="quote-list__ref">{quote.reference}</span>
              </span>
              <span>{statusWords[quote.status]}</span>
              <span>
                Sent <time dateTime={quote.createdAt}>{formatAgencyDate(quote.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
