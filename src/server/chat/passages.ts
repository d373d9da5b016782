// Turns the compiled site content (scripts/content, the same compiler the build uses) into
// passages for the chat assistant's index: each page split at its headings, each section cut into
// runs of a few sentences, plus service FAQs and glossary terms as passages of their own.
import type { ServiceCategory } from '../../shared/services-catalog';
import {
  CALCULATOR_DESCRIPTION,
  CALCULATOR_INPUTS,
  CALCULATOR_ON_DEVICE,
} from '../../shared/calculator-page';
import { sentences, type Passage, type PassageSource } from '../../shared/chat-engine/passage';
import type { PagePayload } from '../../shared/content-types';

/** Long enough to answer, short enough to quote: about three or four sentences. */
const PASSAGE_CHARS = 650;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Rendered HTML to plain text: block ends become line breaks so list items stay sentences. */
export function plainText(html: string): string {
  return (
    html
      // Markdown soft line breaks survive in the HTML: inside a paragraph they are only spaces.
      .replace(/\s*\n\s*/g, ' ')
      .replace(/<\/(p|li|h\d|tr|blockquote)>/gi, '\n')
      // Inline marks (a link, bold, code) leave nothing: "see <a>pension planning</a>." was
      // "see pension planning ." in the chat's answers, a space before every stop after a link.
      .replace(/<\/?(a|strong|em|b|i|code|span|abbr|mark|small|sub|sup|kbd|q|dfn|cite|s|u)\b[^>]*>/gi, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|quot|#39|apos|lt|gt);/g, (entity) => entities[entity] ?? ' ')
      .replace(/&[a-z#0-9]+;/gi, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n[\n ]*/g, '\n')
      .trim()
  );
}

/** Groups sentences into runs of at most PASSAGE_CHARS (a longer sentence stands alone). */
export function chunk(text: string, max = PASSAGE_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences(text)) {
    if (current && current.length + sentence.length + 1 > max) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}

interface Section {
  id: string | undefined;
  heading: string;
  text: string;
}

/** Splits rendered HTML at its h2/h3 headings; the part before the first heading has none. */
export function sectionsOf(html: string): Section[] {
  const parts = html.split(/<h[23] id="([^"]*)">([\s\S]*?)<\/h[23]>/);
  const found: Section[] = [{ id: undefined, heading: '', text: plainText(parts[0] ?? '') }];
  for (let i = 1; i < parts.length; i += 3) {
    found.push({ id: parts[i], heading: plainText(parts[i + 1] ?? ''), text: plainText(parts[i + 2] ?? '') });
  }
  return found.filter((section) => section.text);
}

// Category pages (/services/home) are lists of the services with a line each: they match every
// question on their line and answer none, so the services themselves stand in for them.
const sourceOf: Partial<Record<PagePayload['kind'], PassageSource>> = {
  page: 'page',
  service: 'service',
  guide: 'guide',
  article: 'article',
};

function pagePassages(payload: PagePayload, source: PassageSource): Passage[] {
  const passages: Passage[] = [];
  const add = (heading: string, text: string, anchor?: string) => {
    for (const piece of chunk(text)) {
      passages.push({
        source,
        url: anchor && source === 'guide' ? `${payload.path}#${anchor}` : payload.path,
        title: payload.title,
        heading,
        text: piece,
      });
    }
  };
  add('', payload.kind === 'service' ? `${payload.description} ${payload.summary}` : payload.description);
  for (const section of sectionsOf(payload.html)) add(section.heading, section.text, section.id);
  if (payload.kind === 'service') for (const faq of payload.faqs) add(faq.question, faq.answer);
  if (payload.kind === 'page') {
    for (const item of [...payload.reasons, ...payload.disclaimers]) add(item.title, item.text);
  }
  return passages;
}

/**
 * A series page (/series/medicare-made-simple): its introduction, each episode's summary, and each
 * episode's conversation: the advisor's answers (the guest's lines are questions, not answers), under
 * the episode's title. The page links every episode's player.
 */
export function seriesPassages(payload: Extract<PagePayload, { kind: 'series' }>): Passage[] {
  const passages: Passage[] = [];
  const add = (heading: string, text: string) => {
    for (const piece of chunk(text)) {
      passages.push({ source: 'article', url: payload.path, title: payload.title, heading, text: piece });
    }
  };
  add('', `${payload.description} ${plainText(payload.html)}`);
  for (const episode of payload.episodes) {
    add(episode.title, episode.summary);
    const answers = episode.transcriptHtml
      .split(/<\/p>/)
      .map((turn) => /^\s*<p>\s*<strong>\s*Host:?\s*<\/strong>:?([\s\S]*)$/.exec(turn)?.[1])
      .filter((said): said is string => said !== undefined)
      .map(plainText);
    add(episode.title, answers.join('\n'));
  }
  return passages;
}

/**
 * A category of articles (/categories/business) as one passage: what it covers and its articles'
 * titles. "Is there a part of your site with articles for small business owners" is answered by
 * that page; one passage a category keeps it from outweighing the articles themselves.
 */
function categoryPassage(payload: Extract<PagePayload, { kind: 'category' }>): Passage {
  const titles = payload.articles.map((article) => article.title).join('; ');
  return {
    source: 'page',
    url: payload.path,
    title: `${payload.title} articles`,
    heading: '',
    text: `${payload.description} Articles in this category: ${titles}.`,
  };
}

/** Every passage of the compiled site. */
export function contentPassages(payloads: Iterable<PagePayload>): Passage[] {
  const passages: Passage[] = [];
  for (const payload of payloads) {
    if (payload.kind === 'series') {
      passages.push(...seriesPassages(payload));
      continue;
    }
    if (payload.kind === 'category') {
      passages.push(categoryPassage(payload));
      continue;
    }
    const source = sourceOf[payload.kind];
    if (!source) continue;
    passages.push(...pagePassages(payload, source));
    if (payload.kind === 'guide') {
      for (const term of payload.terms) {
        passages.push({
          source: 'glossary',
          url: `${payload.path}#${term.id}`,
          title: term.term,
          heading: payload.title,
          text: term.definition,
        });
      }
    }
  }
  return passages;
}

/**
 * Each line of cover's page (/services/auto ...), as the page shows it: its summary and the list of
 * its services. "What kinds of life insurance do you offer" is answered by that page.
 */
export function serviceCategoryPassages(categories: readonly ServiceCategory[]): Passage[] {
  return categories.map((category) => ({
    source: 'service',
    url: `/services/${category.slug}`,
    title: category.title,
    heading: '',
    text: `${category.summary} Our ${category.title.toLowerCase()} services: ${category.services
      .map((service) => service.title)
      .join(', ')}.`,
  }));
}

/**
 * The retirement calculator (an application, not a page of text): what it does and what a person
 * puts in, as its page says. "Is there somewhere we can plug in our numbers" is answered by it.
 */
export function calculatorPassage(): Passage {
  return {
    source: 'page',
    url: '/resources/retirement-calculator',
    title: 'Retirement Calculator',
    heading: '',
    text: `${CALCULATOR_DESCRIPTION} ${CALCULATOR_INPUTS} ${CALCULATOR_ON_DEVICE}`,
  };
}

/** Bump when the file's shape changes; a server refuses a file of another format. */
export const CHAT_PASSAGES_FORMAT = 1;

/** The chat's passages as `npm run build` writes them (scripts/content/chat-passages.ts, decision 161). */
export interface ChatPassagesFile {
  format: typeof CHAT_PASSAGES_FORMAT;
  /** SHA-256 of the passages as written: the index is rebuilt when it changes. */
  hash: string;
  passages: Passage[];
}
