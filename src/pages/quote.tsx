import { useLocation } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { useDraftOwner } from '../features/auth/state/session';
import { QuoteConfirmation } from '../features/quotes/components/quote-confirmation';
import { QuoteForm } from '../features/quotes/components/quote-form';
import { QuoteLinePicker } from '../features/quotes/components/quote-line-picker';
import { useRenderedSearch } from '../lib/use-rendered-search';
import { quoteLines, type QuoteLine } from '../shared/quote-options';
import { referencePattern } from '../shared/quote-schemas';
import { findCategory, findService } from '../shared/services-catalog';
import type { PageProps } from './page-props';

/** /quote (the line picker), /quote?line=&service= (that line's form), /quote?ref= (the confirmation). */
export default function QuotePage({ match }: PageProps) {
  // The picker, or a line's form when the HTML was prerendered for it (src/shared/page-variants.ts):
  // what the HTML shows until hydration is done, then what the address asks.
  const params = new URLSearchParams(useRenderedSearch());
  const [, navigate] = useLocation();
  const owner = useDraftOwner();
  const ref = params.get('ref');
  const lineParam = params.get('line');
  const line = quoteLines.find((l) => l === lineParam) as QuoteLine | undefined;
  const serviceParam = params.get('service') ?? '';
  const service = line && findService(line, serviceParam) ? serviceParam : undefined;

  if (ref && referencePattern.test(ref)) {
    return (
      <StandardPage key="sent" title="Thank you" lead="Your quote request has reached our agents.">
        <QuoteConfirmation reference={ref} />
      </StandardPage>
    );
  }
  if (!line) {
    return (
      <StandardPage
        key="picker"
        title={match.route.title}
        lead="Tell us what you need cover for and an agent will send you a quote."
      >
        <QuoteLinePicker />
      </StandardPage>
    );
  }
  // The line's display name as the catalog writes it ("Get a quote for Auto Insurance"): no a/an slip.
  const title = `Get a quote for ${findCategory(line)?.title ?? line}`;
  // One page, three views: each its own key, so its heading mounts anew and takes focus after the
  // navigation (page-heading.tsx), as a new page's does; focus never drops to the body.
  return (
    <StandardPage
      key={`form:${line}`}
      title={title}
      lead="A few questions about the cover first, then how to reach you. It takes about two minutes."
    >
      <QuoteForm
        key={`${line}:${service ?? ''}`}
        line={line}
        service={service}
        owner={owner}
        onDone={(result) => navigate(`/quote?ref=${encodeURIComponent(result.reference)}`, { replace: true })}
      />
    </StandardPage>
  );
}
