import Phone from 'lucide-react/icons/phone';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { LineIcon } from '../components/ui/line-icon';
import { HeroIllustration } from '../components/ui/illustrations/hero-illustration';
import { StandardPage } from '../components/ui/standard-page';
import { CustomerReviews } from '../features/content/components/agency/customer-reviews';
import { ReasonsList } from '../features/content/components/agency/reasons-list';
import { SectionedBody } from '../features/content/components/agency/sectioned-body';
import { ServiceLines } from '../features/content/components/agency/service-lines';
import { JsonLd } from '../features/content/components/json-ld';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { isLoggedIn, useSession } from '../features/auth/state/session';
import { config } from '../lib/config';
import { agency } from '../shared/agency';
import { reviews } from '../shared/reviews';
import { agencyLd } from '../shared/structured-data';
import type { PageProps } from './page-props';

// Heading ids of sections in src/content/pages/home.md that the page fills with its own parts.
const INTRO = 'insurance-and-financial-planning-explained-plainly';
const LINES = 'six-lines-of-cover-one-local-agency';
const REVIEWS = 'what-our-customers-say';

/** The paths most people come for, each one tap from the first screen. */
const paths = [
  {
    line: 'health',
    href: '/services/health/medicare',
    label: 'Medicare',
    note: 'Turning 65 or changing plans',
  },
  {
    line: 'life',
    href: '/services/life',
    label: 'Life insurance',
    note: 'Protect the people who rely on you',
  },
  { line: 'retirement', href: '/retirement', label: 'Retirement', note: 'Savings, income and rollovers' },
  { line: 'home', href: '/services/home', label: 'Home and auto', note: 'Cover for your house and car' },
] as const;

function HomeActions() {
  return (
    <>
      <p className="home-primary">
        <Link href="/quote" className="button">
          Get a free quote
        </Link>
      </p>
      <nav aria-labelledby="home-paths-title" className="home-paths">
        <h2 id="home-paths-title" className="home-paths__title">
          Or start with what brings you here
        </h2>
        <ul>
          {paths.map((path) => (
            <li key={path.href}>
              <Link href={path.href} className="home-paths__link">
                <LineIcon line={path.line} />
                <span>
                  <strong>{path.label}</strong>
                  <span className="home-paths__note">{path.note}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="call-out home-call">
        <Phone className="icon" aria-hidden="true" focusable="false" />
        <span>
          Talk to a licensed agent: <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty}).
        </span>
      </p>
    </>
  );
}

/**
 * The installed app's icon opens the manifest's start page, this one (`/?source=pwa`). A member signed
 * in on the device is taken on to their dashboard, where their last chat and questions are one tap
 * away: what an app's icon opens to. A visitor, or a member who follows a link here, stays.
 */
function useLauncherStart(): void {
  const { user, ready } = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!ready || !isLoggedIn(user)) return;
    if (new URLSearchParams(window.location.search).get('source') !== 'pwa') return;
    navigate('/dashboard', { replace: true });
  }, [ready, user, navigate]);
}

export default function HomePage({ match }: PageProps) {
  useLauncherStart();
  const page = usePagePayload(match.route.pattern, 'page');
  const linesTitle = page.headings.find((heading) => heading.id === LINES)?.text ?? 'What we can help with';
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      media={<HeroIllustration />}
      actions={<HomeActions />}
      lead={`${agency.name} is an independent agency in ${agency.address.city}, ${agency.address.region}. We compare plans from several companies and explain them in plain words, so you can choose with confidence.`}
    >
      <JsonLd data={agencyLd(config.siteUrl)} />
      <SectionedBody
        html={page.html}
        replace={{
          [LINES]: <ServiceLines id={LINES} title={linesTitle} />,
          // An agency without reviews to publish (AGENCY_FILE's "reviews": []) shows no section for them.
          ...(reviews.length === 0 ? { [REVIEWS]: null } : {}),
        }}
        after={{
          [INTRO]: <ReasonsList title="Why people choose Harbor Point" reasons={page.reasons} />,
          [REVIEWS]: <CustomerReviews reviews={reviews} />,
        }}
      />
    </StandardPage>
  );
}
