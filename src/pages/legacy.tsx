import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { routeTable } from '../shared/route-table';
import type { PageProps } from './page-props';

function titleOf(path: string): string {
  return routeTable.find((route) => route.pattern === path)?.title ?? 'our home page';
}

/** An address from the old site: say where its content lives now. */
export default function LegacyPage({ match }: PageProps) {
  const target = match.route.data?.target ?? '/';
  return (
    <StandardPage title={match.route.title} lead="This page has moved.">
      <p>
        What used to be here is now on our page <Link href={target}>{titleOf(target)}</Link>.
      </p>
    </StandardPage>
  );
}
