import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { TableOfContents } from '../features/content/components/table-of-contents';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';
import '../features/content/styles/agency.css';

export default function RetirementPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  const calculator = (
    <Link href="/resources/retirement-calculator" className="button button--primary">
      Open the retirement calculator
    </Link>
  );
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Plan the income, savings and care you will need in the years after work, then test your numbers."
    >
      <Breadcrumbs page={page} />
      <p>{calculator}</p>
      <TableOfContents headings={page.headings} />
      <MarkdownBody html={page.html} />
      <aside className="call-out" aria-label="Test your numbers">
        <p>See how long your savings could last, in a few minutes.</p>
        <ul className="cta-row">
          <li>{calculator}</li>
          <li>
            <Link href="/resources/retirement-planning-checklist" className="button button--secondary">
              Use the planning checklist
            </Link>
          </li>
        </ul>
      </aside>
    </StandardPage>
  );
}
