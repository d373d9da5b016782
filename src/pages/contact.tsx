import { StandardPage } from '../components/ui/standard-page';
import { ContactForm } from '../features/contact/components/contact-form';
import { SectionedBody } from '../features/content/components/agency/sectioned-body';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { JsonLd } from '../features/content/components/json-ld';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { agencyLd } from '../shared/structured-data';
import type { PageProps } from './page-props';

// The section of src/content/pages/contact.md whose text introduces the form.
const FORM_SECTION = 'send-us-a-message';

export default function ContactPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  const form = (
    <div className="contact-panel">
      <ContactForm />
    </div>
  );
  const hasFormSection = page.headings.some((heading) => heading.id === FORM_SECTION);
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Talk to a licensed agent by phone, email or in our Portland office, or send us a message below."
    >
      <Breadcrumbs page={page} />
      <JsonLd data={agencyLd(config.siteUrl)} />
      <SectionedBody html={page.html} after={{ [FORM_SECTION]: form }} />
      {/* Should the text ever lose that section, the form still has a place on the page. */}
      {!hasFormSection && (
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          {form}
        </section>
      )}
    </StandardPage>
  );
}
