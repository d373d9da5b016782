import type { Faq } from '../../../shared/content-types';
import { faqLd } from '../../../shared/structured-data';
import { JsonLd } from './json-ld';

/** Questions people ask, as native disclosure widgets (keyboard and screen reader friendly). */
export function FaqList({ faqs, title = 'Frequently asked questions' }: { faqs: Faq[]; title?: string }) {
  if (faqs.length === 0) return null;
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="faq__item">
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
      <JsonLd data={faqLd(faqs)} />
    </section>
  );
}
