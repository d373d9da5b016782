import { StandardPage } from '../components/ui/standard-page';
import { DisclaimerList, isTpmo, TpmoNotice } from '../features/content/components/agency/disclaimer-list';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { SectionedBody } from '../features/content/components/agency/sectioned-body';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';
import '../features/content/styles/agency.css';

// The section of src/content/pages/info.md whose text introduces the list of disclosures.
const DISCLOSURES = 'disclosures';

export default function InfoPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  const others = page.disclaimers.filter((disclaimer) => !isTpmo(disclaimer));
  const inSection = page.headings.some((heading) => heading.id === DISCLOSURES);
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Our licences, the states we serve, our hours, and how we are paid."
    >
      <Breadcrumbs page={page} />
      <TpmoNotice disclaimer={page.disclaimers.find(isTpmo)} />
      <SectionedBody
        html={page.html}
        after={inSection ? { [DISCLOSURES]: <DisclaimerList disclaimers={others} titled={false} /> } : {}}
      />
      {!inSection && <DisclaimerList disclaimers={others} />}
    </StandardPage>
  );
}
