import { Link } from 'wouter';
import '../../styles/services-guides.css';

interface QuoteCallProps {
  href: string;
  label: string;
  children: string;
}

/** The closing invitation to ask for a quote; one per page, since its landmark name is fixed. */
export function QuoteCall({ href, label, children }: QuoteCallProps) {
  return (
    <aside className="quote-call" aria-labelledby="quote-call-title">
      <h2 id="quote-call-title">Get a quote</h2>
      <p>{children}</p>
      <p>
        <Link href={href} className="button button--primary">
          {label}
        </Link>
      </p>
    </aside>
  );
}
