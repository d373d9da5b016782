import { Link, useSearch } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { SearchForm } from '../features/questions/components/search-form';
import { SearchResults } from '../features/questions/components/search-results';
import { useSearch as useQuestionSearch } from '../features/questions/hooks/use-search';
import { readSearchParams } from '../features/questions/state/search-params';
import { memberIntros } from '../shared/member-intros';
import type { PageProps } from './page-props';

export default function DashboardSearchPage({ match }: PageProps) {
  const search = useSearch();
  const request = readSearchParams(search);
  const { state, retry } = useQuestionSearch(request);
  const path = match.route.pattern;
  return (
    <StandardPage
      title={match.route.title}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
      lead={memberIntros.dashboardSearch}
    >
      {/* Remounted when the address changes (back, forward), so the box shows what was searched. */}
      <SearchForm key={search} path={path} current={request} />
      <SearchResults path={path} request={request} state={state} onRetry={retry} />
    </StandardPage>
  );
}
