// JSON-LD (schema.org) for search engines: the agency on every page, Article and BreadcrumbList on
// articles and guides, Service and FAQPage on service pages, QAPage on public member questions.
// Plain data; pages render it.
import { agency } from './agency';
import type { Faq, LinkRef, PagePayload } from './content-types';
import type { QuestionDetail } from './questions-schemas';

type Ld = Record<string, unknown>;

export function agencyLd(siteUrl: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: agency.name,
    url: siteUrl,
    telephone: agency.phoneE164,
    email: agency.email,
    foundingDate: String(agency.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.street,
      addressLocality: agency.address.city,
      addressRegion: agency.address.region,
      postalCode: agency.address.postalCode,
      addressCountry: agency.address.country,
    },
    areaServed: agency.statesServed.map((name) => ({ '@type': 'State', name })),
    openingHours: 'Mo-Fr 08:30-17:30',
  };
}

export function breadcrumbLd(trail: LinkRef[], siteUrl: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: siteUrl + item.path,
    })),
  };
}

export function articleLd(
  payload: { title: string; description: string; path: string; published?: string; updated?: string },
  siteUrl: string,
): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: payload.title,
    description: payload.description,
    mainEntityOfPage: siteUrl + payload.path,
    ...(payload.published ? { datePublished: payload.published } : {}),
    ...((payload.updated ?? payload.published) ? { dateModified: payload.updated ?? payload.published } : {}),
    author: { '@type': 'Organization', name: agency.name },
    publisher: { '@type': 'Organization', name: agency.name },
  };
}

export function faqLd(faqs: Faq[]): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function serviceLd(payload: Extract<PagePayload, { kind: 'service' }>, siteUrl: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: payload.title,
    description: payload.description,
    serviceType: payload.category.title,
    url: siteUrl + payload.path,
    provider: { '@type': 'InsuranceAgency', name: agency.name, url: siteUrl },
    areaServed: agency.statesServed.map((name) => ({ '@type': 'State', name })),
  };
}

/**
 * A public member question and the agency's answers. The newest answer of an answered question is
 * the accepted one; earlier answers are suggested. The member is not named: only "a member".
 */
export function qaPageLd(question: QuestionDetail, pageUrl: string): Ld {
  const toAnswer = (answer: QuestionDetail['answers'][number]) => ({
    '@type': 'Answer',
    text: answer.body,
    dateCreated: answer.createdAt,
    url: `${pageUrl}#answer-${answer.id}`,
    upvoteCount: 0,
    author: {
      '@type': 'Person',
      name: answer.agentName,
      worksFor: { '@type': 'InsuranceAgency', name: agency.name },
    },
  });
  const accepted = question.status !== 'open' ? question.answers.at(-1) : undefined;
  const suggested = accepted ? question.answers.slice(0, -1) : question.answers;
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: question.body,
      dateCreated: question.createdAt,
      answerCount: question.answers.length,
      author: { '@type': 'Person', name: `A ${agency.shortName} member` },
      ...(accepted ? { acceptedAnswer: toAnswer(accepted) } : {}),
      ...(suggested.length ? { suggestedAnswer: suggested.map(toAnswer) } : {}),
    },
  };
}

/** JSON for a `<script type="application/ld+json">` block; `<` escaped so text cannot end it. */
export function ldJson(data: Ld): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
