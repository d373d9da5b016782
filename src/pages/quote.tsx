import { useLocation, useSearch } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { useDraftOwner } from '../features/auth/state/session';
import { QuoteConfirmation } from '../features/quotes/components/quote-confirmation';
import { QuoteForm } from '../features/quotes/components/quote-form';
import { QuoteLinePicker } from '../features/quotes/components/quote-line-picker';
import { useHydrated } from '../lib/use-hydrated';
import { quoteLines, type QuoteLine } from '../shared/quote-options';
import { referencePattern } from '../shared/quote-schemas';
import { findCategory, findService } from '../shared/services-catalog';
import type { PageProps } from './page-props';

/** /quote (the line picker), /quote?line=&service= (that line's form), /quote?ref= (the confirmation). */
export default function QuotePage({ match }: PageProps) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const owner = useDraftOwner();
  // The prerendered HTML is the picker (it has no query string): match it until hydration is done.
  const hydrated = useHydrated();
  const ref = hydrated ? params.get('ref') : null;
  const lineParam = hydrated ? params.get('line') : null;
  const line = quoteLines.find((l) => l === lineParam) as QuoteLine | undefined;
  const serviceParam = params.get('service') ?? '';
  const service = line && findService(line, serviceParam) ? serviceParam : undefined;

  if (ref && referencePattern.test(ref)) {
    return (
      <StandardPage title="Thank you" lead="Your quote request has reached our agents.">
        <QuoteConfirmation reference={ref} />
      </StandardPage>
    );
  }
  if (!line) {
    return (
      <StandardPage
        title={match.route.title}
        lead="Tell us what you need cover for and an agent will send you a quote."
      >
        <QuoteLinePicker />
      </StandardPage>
    );
  }
  // The line's display name as the catalog writes it ("Get a quote for Auto Insurance"): no a/an slip.
  const title = `Get a quote for ${findCategory(line)?.title ?? line}`;
  return (
    <StandardPage
      title={title}
      lead="A few questions about the cover first, then how to reach you. It takes about two minutes."
    >
      <QuoteForm
        key={line}
        line={line}
        service={service}
        owner={owner}
        onDone={(result) => navigate(`/quote?ref=${encodeURIComponent(result.reference)}`, { replace: true })}
      />
    </StandardPage>
  );
}
