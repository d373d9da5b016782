import { Link } from 'wouter';
import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export function titleFromSlug(slug: string): string {
  const last = slug.split('/').pop() ?? slug;
  const words = last.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export default function ArticlePage({ match }: PageProps) {
  return (
    <StandardPage title={titleFromSlug(match.params['*'] ?? '')} eyebrow={<Link href="/articles/overview">Articles</Link>}>
      <ComingSoon />
    </StandardPage>
  );
}
