// Payloads of the agency pages, services and guides.
import GithubSlugger from 'github-slugger';
import type { LinkRef, PagePayload } from '@/shared/content-types';
import { contentPages, resourceGuides } from '@/shared/route-table';
import { serviceCategories } from '@/shared/services-catalog';
import { guideSchema, pageSchema, serviceCategorySchema, serviceSchema } from './schemas';
import { ContentError, join, loadContent } from './load';

export function compilePages(root: string): PagePayload[] {
  // The registry names each plain content page's file (`content` in src/shared/route-table.ts).
  return contentPages().map(({ name, path }) => {
    const page = loadContent(join(root, 'pages', `${name}.md`), pageSchema);
    return { kind: 'page', name, path, ...page.data, html: page.html, headings: page.headings };
  });
}

export function compileServices(root: string, articleTitle: (path: string) => LinkRef): PagePayload[] {
  const payloads: PagePayload[] = [];
  const categoryCards = [];
  for (const category of serviceCategories) {
    const index = loadContent(join(root, 'services', category.slug, 'index.md'), serviceCategorySchema);
    const categoryPath = `/services/${category.slug}`;
    const services = category.services.map((entry) => {
      const file = join(root, 'services', category.slug, `${entry.slug}.md`);
      const service = loadContent(file, serviceSchema);
      const path = `${categoryPath}/${entry.slug}`;
      payloads.push({
        kind: 'service',
        path,
        title: entry.title,
        description: service.data.description,
        summary: service.data.summary,
        html: service.html,
        headings: service.headings,
        category: { slug: category.slug, path: categoryPath, title: category.title },
        serviceSlug: entry.slug,
        faqs: service.data.faqs,
        relatedGuides: service.data.relatedGuides.map((slug) => guideLink(slug, service.file)),
        relatedArticles: service.data.relatedArticles.map((article) => articleTitle(article)),
        ...(service.data.glance ? { glance: service.data.glance } : {}),
      });
      return { path, title: entry.title, summary: service.data.summary };
    });
    payloads.push({
      kind: 'service-category',
      path: categoryPath,
      title: category.title,
      description: index.data.description,
      summary: index.data.summary,
      html: index.html,
      headings: index.headings,
      services,
    });
    categoryCards.push({ path: categoryPath, title: category.title, summary: category.summary, services });
  }
  payloads.push({
    kind: 'services-index',
    path: '/services',
    title: 'Our Services',
    description:
      'Auto, business, health, home, life and retirement cover from an independent New England agency that compares several insurers for you.',
    html: '',
    headings: [],
    categories: categoryCards,
  });
  return payloads;
}

function guideLink(slug: string, file: string): LinkRef {
  const guide = resourceGuides.find((entry) => entry.slug === slug);
  if (!guide) throw new ContentError(`${file}: field "relatedGuides": no guide named "${slug}"`);
  return { path: `/resources/${guide.slug}`, title: guide.title };
}

export function compileGuides(root: string): PagePayload[] {
  const guides = resourceGuides.map((entry) => {
    const guide = loadContent(join(root, 'guides', `${entry.slug}.md`), guideSchema);
    const slugger = new GithubSlugger();
    const ids = new Map(guide.data.terms.map((term) => [term.term.toLowerCase(), slugger.slug(term.term)]));
    const terms = guide.data.terms.map((term) => ({
      term: term.term,
      id: ids.get(term.term.toLowerCase())!,
      definition: term.definition,
      seeAlso: term.seeAlso
        .filter((name) => ids.has(name.toLowerCase()))
        .map((name) => ({ title: name, path: `/resources/${entry.slug}#${ids.get(name.toLowerCase())}` })),
    }));
    return {
      kind: 'guide' as const,
      path: `/resources/${entry.slug}`,
      slug: entry.slug,
      title: guide.data.title,
      description: guide.data.description,
      updated: guide.data.updated,
      html: guide.html,
      headings: guide.headings,
      terms,
      checklist: guide.data.checklist,
      ...(guide.data.glance ? { glance: guide.data.glance } : {}),
    };
  });
  const intro = loadContent(join(root, 'pages', 'resources.md'), pageSchema);
  const resources: PagePayload = {
    kind: 'resources',
    path: '/resources',
    title: intro.data.title,
    description: intro.data.description,
    html: intro.html,
    headings: intro.headings,
    guides: guides.map((guide) => ({ path: guide.path, title: guide.title, description: guide.description })),
  };
  return [...guides, resources];
}
