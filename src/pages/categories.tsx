import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { countLabel } from '../features/content/model/labels';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';
import '../features/content/styles/kb.css';

/** /categories: each subject with what it covers and how many articles it has. */
export default function CategoriesPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'categories');
  return (
    <StandardPage title={page.title} description={page.description} lead="Browse our articles by subject.">
      <ul className="card-grid kb-cards">
        {page.categories.map((category) => (
          <li key={category.path} className="card kb-card">
            <h2 className="kb-card__title">
              <Link href={category.path}>{category.title}</Link>
            </h2>
            <p className="kb-card__text">{category.description}</p>
            <p className="kb-meta">
              <span>{countLabel(category.count, 'article')}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="kb-more">
        Prefer one long list? <Link href="/articles/overview">See all articles</Link>, with filters by topic.
      </p>
    </StandardPage>
  );
}
