import { Link } from 'wouter';
import { agency } from '../../../shared/agency';

/** What a person sees once the request is stored: the reference and what happens next. */
export function QuoteConfirmation({ reference }: { reference: string }) {
  return (
    <section className="notice quote-confirmation" aria-labelledby="quote-confirmation-heading">
      <h2 id="quote-confirmation-heading">We have your quote request</h2>
      <p>
        Your reference number is <strong data-testid="quote-reference">{reference}</strong>. Keep it in case
        you call us.
      </p>
      <p>
        A licensed agent will contact you within one business day, at the time you asked for where we can. If
        you would rather talk now, call us at <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY{' '}
        {agency.tty}) and give your reference number.
      </p>
      <p>
        <Link href="/quote">Start another quote</Link> or <Link href="/">go to the home page</Link>.
      </p>
    </section>
  );
}
