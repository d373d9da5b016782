import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { agency } from '../shared/agency';
import type { PageProps } from './page-props';

export default function SubscribePage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Our free newsletter: Medicare dates, plan changes and money tips, in plain words."
    >
      <Breadcrumbs
        siteUrl={config.siteUrl}
        trail={[
          { path: '/', title: 'Home' },
          { path: page.path, title: page.title },
        ]}
      />
      {/* The sign-up form arrives with the members area; until then, people ask us directly. */}
      <section className="notice" aria-labelledby="subscribe-how">
        <h2 id="subscribe-how">How to sign up for now</h2>
        <p>
          Online sign-up is not open yet. To get the newsletter, email us at{' '}
          <a href={`mailto:${agency.email}?subject=Newsletter`}>{agency.email}</a> with the word “Newsletter”,
          call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a>, or{' '}
          <Link href="/contact">send us a message</Link>.
        </p>
      </section>
      <MarkdownBody html={page.html} />
    </StandardPage>
  );
}
