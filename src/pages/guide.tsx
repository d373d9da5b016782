import { Link } from 'wouter';
import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function GuidePage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      eyebrow={<Link href="/resources">Resources</Link>}
      lead="A free guide from our licensed agents, written to be read at your own pace."
    >
      <ComingSoon />
    </StandardPage>
  );
}
