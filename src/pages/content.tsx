import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { SiteSearch } from '../features/search/components/site-search';
import type { PageProps } from './page-props';
import '../features/content/styles/agency.css';

const formats = [
  { href: '/resources', title: 'Guides', text: 'Long reads that walk through one subject.' },
  { href: '/articles/overview', title: 'Articles', text: 'Short answers to one question at a time.' },
  { href: '/categories', title: 'Categories', text: 'Articles sorted by topic.' },
  {
    href: '/series',
    title: 'Series',
    text: 'Conversations in short episodes, written out to read at your pace.',
  },
  {
    href: '/resources/health-insurance-glossary',
    title: 'Glossary',
    text: 'Insurance words in plain English.',
  },
  {
    href: '/resources/retirement-calculator',
    title: 'Retirement calculator',
    text: 'See how long savings could last.',
  },
];

export default function ContentPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="All our guides, articles, series and tools in one place, with a search to find what you need."
    >
      <Breadcrumbs page={page} />
      <SiteSearch />
      <nav aria-labelledby="content-formats-title">
        <h2 id="content-formats-title">Browse by format</h2>
        <ul className="card-grid">
          {formats.map((format) => (
            <li key={format.href} className="card">
              <h3>
                <Link href={format.href}>{format.title}</Link>
              </h3>
              <p>{format.text}</p>
            </li>
          ))}
        </ul>
      </nav>
      <MarkdownBody html={page.html} />
    </StandardPage>
  );
}
