import { Link } from 'wouter';
import { AgencyPage } from '../features/content/components/agency/agency-page';
import { ReasonsList } from '../features/content/components/agency/reasons-list';
import { TeamSection } from '../features/content/components/people/team-section';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';
import '../features/content/styles/agency.css';

export default function AboutPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <AgencyPage
      page={page}
      lead="A local, independent agency that has helped families and businesses in New England choose cover since 2004."
      // The people come right after the story, high enough to be seen, not after every policy.
      after={{ 'our-story': <TeamSection /> }}
    >
      <ReasonsList title="Why people choose us" reasons={page.reasons} />
      <aside className="call-out" aria-label="Talk to us">
        <p>
          <Link href="/contact">Send us a message</Link> or <Link href="/quote">ask for a free quote</Link>.
        </p>
      </aside>
    </AgencyPage>
  );
}
