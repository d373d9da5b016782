// The page data ("payload") that the build compiles from src/content for each public page. The
// prerender embeds it in the HTML; client navigations fetch `{path}/_payload.json` (docs/contracts.md, "Build output").

export interface LinkRef {
  path: string;
  title: string;
}

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ArticleCard extends LinkRef {
  description: string;
  category: LinkRef;
  topics: string[];
  published: string;
  readingMinutes: number;
}

export interface TitledText {
  title: string;
  text: string;
}

/** A Medicare page's at-a-glance box: the dates, the costs, what to do now. */
export interface Glance {
  dates: string[];
  costs: string[];
  now: string[];
}

export interface GlossaryTerm {
  term: string;
  id: string;
  definition: string;
  seeAlso: LinkRef[];
}

export interface ChecklistItem {
  id: string;
  stage: string;
  text: string;
  detail: string;
}

export interface Episode {
  slug: string;
  title: string;
  /** Worked out from the transcript's words: to read it, and to hear it read aloud at normal speed. */
  minutes: number;
  listenMinutes: number;
  summary: string;
  playerPath: string;
  transcriptHtml: string;
}

export interface SeriesCard extends LinkRef {
  description: string;
  partCount: number;
  episodeCount: number;
}

interface Base {
  path: string;
  title: string;
  description: string;
  html: string;
  headings: Heading[];
}

export type PagePayload =
  | (Base & {
      kind: 'page';
      name: string;
      lead?: string;
      reasons: TitledText[];
      disclaimers: TitledText[];
    })
  | (Base & { kind: 'services-index'; categories: (LinkRef & { summary: string; services: LinkRef[] })[] })
  | (Base & { kind: 'service-category'; summary: string; services: (LinkRef & { summary: string })[] })
  | (Base & {
      kind: 'service';
      summary: string;
      category: LinkRef & { slug: string };
      serviceSlug: string;
      faqs: Faq[];
      relatedGuides: LinkRef[];
      relatedArticles: LinkRef[];
      glance?: Glance;
    })
  | (Base & {
      kind: 'guide';
      slug: string;
      updated: string;
      terms: GlossaryTerm[];
      checklist: ChecklistItem[];
      glance?: Glance;
    })
  | (Base & { kind: 'resources'; guides: (LinkRef & { description: string })[] })
  | (Base & {
      kind: 'article';
      category: LinkRef;
      topics: string[];
      published: string;
      updated?: string;
      readingMinutes: number;
      /** Ids on the agency's staff (src/shared/staff.ts) and the date the reviewer last checked it. */
      author: string;
      reviewer: string;
      reviewed: string;
      series?: LinkRef & { parts: LinkRef[] };
      related: LinkRef[];
      glance?: Glance;
    })
  | (Base & { kind: 'articles-overview'; articles: ArticleCard[]; categories: LinkRef[] })
  | (Base & { kind: 'categories'; categories: (LinkRef & { description: string; count: number })[] })
  | (Base & { kind: 'category'; articles: ArticleCard[] })
  | (Base & { kind: 'series-index'; series: SeriesCard[] })
  | (Base & { kind: 'series'; parts: ArticleCard[]; episodes: Episode[] })
  | (Base & { kind: 'player'; series: (LinkRef & { name: string; episodes: Episode[] })[] });

export type PayloadKind = PagePayload['kind'];

/** Where a page's payload lives: `/` -> `/_payload.json`, `/a/b` -> `/a/b/_payload.json`. */
export function payloadUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    throw new Error('Payload URL must not include hostname');
  }
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return `${clean}/_payload.json`;
}
