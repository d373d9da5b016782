import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { Calculator } from '../features/calculator/components/calculator';
import { CALCULATOR_DESCRIPTION, CALCULATOR_LEAD } from '../shared/calculator-page';
import type { PageProps } from './page-props';

export default function RetirementCalculatorPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} description={CALCULATOR_DESCRIPTION} lead={CALCULATOR_LEAD}>
      <Calculator />
      <nav className="calculator-links" aria-labelledby="calculator-links-heading">
        <h2 id="calculator-links-heading">Next steps</h2>
        <ul className="link-list">
          <li>
            <Link href="/retirement">Retirement planning: income, savings and care</Link>
          </li>
          <li>
            <Link href="/services/retirement/retirement-income">
              Retirement income planning with an agent
            </Link>
          </li>
          <li>
            <Link href="/quote?line=retirement">Get a free retirement quote</Link>
          </li>
        </ul>
      </nav>
    </StandardPage>
  );
}
