import { Link } from 'wouter';
import { MEDICARE_QUOTE_HREF } from '../../../../shared/quote-options';
import '../../styles/services-guides.css';

/**
 * Medicare set apart at the top of /services: many of the agency's members come for it, and
 * "Health Insurance" is not the word they look for.
 */
export function MedicareCallout() {
  return (
    <aside className="callout medicare-callout" aria-labelledby="medicare-callout-title">
      <h2 id="medicare-callout-title">Turning 65, or choosing Medicare?</h2>
      <p>
        We compare Medicare Advantage, Medicare Supplement (Medigap) and Part D drug plans with you, at no
        cost: for you, or for a parent.
      </p>
      <ul className="medicare-callout__links">
        <li>
          <Link href="/services/health/medicare">How we help with Medicare</Link>
        </li>
        <li>
          <Link href="/resources/medicare-guide">Read our Medicare guide</Link>
        </li>
        <li>
          <Link href={MEDICARE_QUOTE_HREF}>Get a Medicare quote</Link>
        </li>
      </ul>
    </aside>
  );
}
