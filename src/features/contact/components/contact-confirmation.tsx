import { useEffect, useRef } from 'react';
import { agency } from '../../../shared/agency';

/** Shown in place of the form once the message is stored; takes focus so it is read out at once. */
export function ContactConfirmation({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice contact-confirmation" aria-labelledby="contact-confirmation-heading">
      <h3 id="contact-confirmation-heading" ref={heading} tabIndex={-1}>
        Thank you, we have your message
      </h3>
      <p>
        Your reference number is <strong data-testid="contact-reference">{reference}</strong>. Keep it in case
        you call us.
      </p>
      <p>
        We aim to reply by the next business day, the way you asked. If it is urgent, call us at{' '}
        <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty}).
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          Send another message
        </button>
      </p>
    </section>
  );
}
