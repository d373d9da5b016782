import { Link } from 'wouter';
import { serviceCategories } from '../../../../shared/services-catalog';

/** The six lines of cover from the catalog, each linking to its services page. */
export function ServiceLines({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="card-grid">
        {serviceCategories.map((category) => (
          <li key={category.slug} className="card">
            <h3>
              <Link href={`/services/${category.slug}`}>{category.title}</Link>
            </h3>
            <p>{category.summary}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/services">See all our services</Link>
      </p>
    </section>
  );
}
