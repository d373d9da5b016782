// Next steps offered under a reply: the quote form for the line the conversation is about, the
// retirement calculator for retirement questions, and always an agent.
import type { Suggestion } from '../chat-schemas';
import type { QuoteLine } from '../quote-options';
import type { FoundPassage } from './found-passage';

const LINE_LABELS: Record<QuoteLine, string> = {
  auto: 'Get an auto insurance quote',
  home: 'Get a home insurance quote',
  life: 'Get a life insurance quote',
  health: 'Get a health insurance quote',
  business: 'Get a business insurance quote',
  retirement: 'Talk about a retirement plan',
};

const LINE_WORDS: [QuoteLine, RegExp][] = [
  ['auto', /\b(auto|car|vehicle|driver|driving|motorist|pip|collision|comprehensive)\b/i],
  ['home', /\b(home|house|homeowners?|renters?|condo|flood|property|umbrella)\b/i],
  ['life', /\b(life insurance|term life|whole life|universal life|beneficiar\w*|final expense|burial)\b/i],
  ['health', /\b(health|medicare|medigap|dental|vision|hsa|deductible|copay|part [abcd])\b/i],
  ['business', /\b(business|workers.? comp\w*|liability|commercial|employees?|bop)\b/i],
  ['retirement', /\b(retire\w*|401 ?\(?k\)?|ira|roth|annuit\w*|rmds?|social security|pension)\b/i],
];

/**
 * Care in old age: the agency's subject is retirement (its long-term care page), no quote form sells
 * it, and its words name no other line ("does medicare pay for a nursing home" is not home insurance).
 */
const CARE =
  /\b(nursing homes?|long.term care|ltc|assisted living|home (?:health )?care|custodial care|in.home care)\b/gi;
const withoutCare = (message: string) => message.replace(CARE, ' ');

/** The one line a message names by its words ("life insurance", "my car"), if it names only one. */
export function namedLine(message: string): QuoteLine | undefined {
  const words = withoutCare(message);
  const named = new Set(LINE_WORDS.filter(([, pattern]) => pattern.test(words)).map(([line]) => line));
  if (words !== message) named.add('retirement');
  return named.size === 1 ? [...named][0] : undefined;
}

/** The line a message is about, from its words, else from the best passage's page. */
export function lineOf(message: string, passages: Pick<FoundPassage, 'url'>[]): QuoteLine | undefined {
  const words = withoutCare(message);
  // The agency files care under retirement (its long-term care page).
  if (words !== message) return 'retirement';
  for (const [line, pattern] of LINE_WORDS) if (pattern.test(words)) return line;
  const path = passages[0]?.url ?? '';
  const fromPath = /^\/(?:services|articles)\/(auto|home|life|health|business|retirement|medicare)\b/.exec(
    path,
  );
  if (fromPath) return fromPath[1] === 'medicare' ? 'health' : (fromPath[1] as QuoteLine);
  if (/medicare-guide|health-insurance-glossary/.test(path)) return 'health';
  if (/retirement/.test(path)) return 'retirement';
  if (/auto-insurance-guide/.test(path)) return 'auto';
  if (/life-insurance/.test(path)) return 'life';
  return undefined;
}

export const ASK_AN_AGENT: Suggestion = { label: 'Talk to an agent', url: '/dashboard/ask' };
export const CALCULATOR: Suggestion = {
  label: 'Try the retirement calculator',
  url: '/resources/retirement-calculator',
};

/** The quote form of a line, or the form's first page when the line is not known. */
export const quoteStep = (line: QuoteLine | undefined): Suggestion =>
  line ? { label: LINE_LABELS[line], url: `/quote?line=${line}` } : { label: 'Get a quote', url: '/quote' };

export function nextSteps(message: string, passages: Pick<FoundPassage, 'url'>[]): Suggestion[] {
  // No quote form sells care in old age: an agent talks it through.
  const line = withoutCare(message) === message ? lineOf(message, passages) : undefined;
  const steps: Suggestion[] = [];
  if (line) steps.push(quoteStep(line));
  if (line === 'retirement') steps.push(CALCULATOR);
  steps.push(ASK_AN_AGENT);
  return steps;
}
