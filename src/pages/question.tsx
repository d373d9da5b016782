import { Link } from 'wouter';
import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function QuestionPage({ match }: PageProps) {
  return (
    <StandardPage
      title={`${match.route.title} ${match.params.id ?? ''}`.trim()}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
    >
      <ComingSoon />
    </StandardPage>
  );
}
