import { Link } from 'wouter';
import { Card } from '../../../../components/ui/card';
import { LineIllustration } from '../../../../components/ui/illustrations/line-illustration';
import { serviceCategories } from '../../../../shared/services-catalog';

/** The six lines of cover from the catalog, each a card (picture, name, summary) to its services page. */
export function ServiceLines({ id, title }: { id: string; title: string }) {
  return (
    <section className="service-lines-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="grid-auto">
        {serviceCategories.map((category) => (
          <li key={category.slug}>
            <Card
              href={`/services/${category.slug}`}
              title={category.title}
              media={<LineIllustration line={category.slug} />}
            >
              <p>{category.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/services">See all our services</Link>
      </p>
    </section>
  );
}
