import { StandardPage } from '../components/ui/standard-page';
import { DisclaimerList, isTpmo, TpmoNotice } from '../features/content/components/agency/disclaimer-list';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { usePagePayload } from '../features/content/state/use-page-payload';
import { config } from '../lib/config';
import type { PageProps } from './page-props';
import '../features/content/styles/agency.css';

export default function InfoPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Our licences, the states we serve, our hours, and how we are paid."
    >
      <Breadcrumbs
        siteUrl={config.siteUrl}
        trail={[
          { path: '/', title: 'Home' },
          { path: page.path, title: page.title },
        ]}
      />
      <TpmoNotice disclaimer={page.disclaimers.find(isTpmo)} />
      <MarkdownBody html={page.html} />
      <DisclaimerList disclaimers={page.disclaimers.filter((disclaimer) => !isTpmo(disclaimer))} />
    </StandardPage>
  );
}
