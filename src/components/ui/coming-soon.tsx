import { agency } from '../../shared/agency';

/** An honest note on pages whose written content has not arrived yet. */
export function ComingSoon() {
  return (
    <aside className="notice" aria-label="About this page">
      <p>
        We are still writing this page. If you have a question today, call us at{' '}
        <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty}) or email{' '}
        <a href={`mailto:${agency.email}`}>{agency.email}</a>. A licensed agent will help, with no obligation.
      </p>
    </aside>
  );
}
