import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { ReasonsList } from '../features/content/components/agency/reasons-list';
import { SectionedBody } from '../features/content/components/agency/sectioned-body';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { JsonLd } from '../features/content/components/json-ld';
import { TeamSection } from '../features/content/components/people/team-section';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { agencyLd } from '../shared/structured-data';
import type { PageProps } from './page-props';
import '../features/content/styles/agency.css';

export default function AboutPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="A local, independent agency that has helped families and businesses in New England choose cover since 2004."
    >
      <Breadcrumbs page={page} />
      <JsonLd data={agencyLd(config.siteUrl)} />
      {/* The people come right after the story, high enough to be seen, not after every policy. */}
      <SectionedBody html={page.html} after={{ 'our-story': <TeamSection /> }} />
      <ReasonsList title="Why people choose us" reasons={page.reasons} />
      <aside className="call-out" aria-label="Talk to us">
        <p>
          <Link href="/contact">Send us a message</Link> or <Link href="/quote">ask for a free quote</Link>.
        </p>
      </aside>
    </StandardPage>
  );
}
