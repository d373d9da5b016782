import { AgencyPage } from '../features/content/components/agency/agency-page';
import { ContactForm } from '../features/contact/components/contact-form';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
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
    <AgencyPage
      page={page}
      lead="Talk to a licensed agent by phone, email or in our Portland office, or send us a message below."
      after={{ [FORM_SECTION]: form }}
    >
      {/* Should the text ever lose that section, the form still has a place on the page. */}
      {!hasFormSection && (
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          {form}
        </section>
      )}
    </AgencyPage>
  );
}
