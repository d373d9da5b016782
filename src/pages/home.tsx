import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { agency } from '../shared/agency';
import { serviceCategories } from '../shared/services-catalog';
import type { PageProps } from './page-props';

export default function HomePage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      lead={`${agency.name} is an independent agency in ${agency.address.city}, ${agency.address.region}. We compare plans from many companies and explain them in plain words, so you can choose with confidence.`}
    >
      <p className="call-out">
        Talk to a licensed agent: <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty}).
      </p>
      <h2>What we can help with</h2>
      <ul className="card-grid">
        {serviceCategories.map((category) => (
          <li key={category.slug} className="card">
            <h3>
              <Link href={`/services/${category.slug}`}>{category.title}</Link>
            </h3>
            <p>{category.summary}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/resources/medicare-guide">Read our Medicare guide</Link> or{' '}
        <Link href="/quote">ask for a quote</Link>.
      </p>
    </StandardPage>
  );
}
