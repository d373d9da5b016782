// What a language model writes is checked before a member sees it. Text is held back until a
// sentence is complete; the reply so far is checked for what an agent could not stand behind (a
// figure the site text it was given does not state, a claim that cover was bought, bound, changed or
// cancelled, a coverage verdict for this person), and its Markdown is made inert: only its
// citation marks can become links, whatever renders the stored text later (decision 250).
import { normaliseFigures, ungroundedFigures } from './figures';

export type Breach = 'price' | 'bind' | 'verdict';

const PRICE_CLAIMS = [
  /\byour\s+(?:monthly\s+|annual\s+|yearly\s+|new\s+|estimated\s+)?(?:premium|rate|price|cost|payment|quote)s?\s+(?:would|will|should|is going to|might|could|may)\s+(?:be|run|come|cost|land)\b/i,
  /\byou(?:'d|’d| would| will|'ll|’ll| should)\s+(?:likely\s+|probably\s+)?(?:pay|be paying)\s+(?:about|around|roughly|approximately|only|just|\$|\d)/i,
  /\b(?:it|that|this|coverage|a policy)\s+(?:would|will|should)\s+cost\s+you\b/i,
];

const BIND_CLAIMS = [
  /\b(?:i|we)(?:'ve|’ve| have| had)?\s+(?:now\s+|just\s+|already\s+|successfully\s+|gone ahead and\s+|went ahead and\s+)?(?:bound|purchased|bought|issued|cancell?ed|changed|updated|added|removed|switched|renewed|activated|started|enrolled|processed|submitted|set up)\b.{0,60}\b(?:policy|policies|coverage|cover|plan|beneficiary|vehicle|truck|car|driver|insurance|you)\b/i,
  /\b(?:your|the)\s+(?:new\s+)?(?:policy|coverage|cover|plan|beneficiary|vehicle|truck|car|driver|cancellation|change)\s+(?:is|has been|was|will be|are|have been)\s+(?:now\s+|officially\s+|successfully\s+)?(?:bound|active|in force|cancell?ed|changed|updated|added|removed|issued|effective|activated|approved|confirmed|started|processed)\b/i,
  /\b(?:policy|confirmation|binder)\s+(?:number|no\.|#)/i,
  /\byou(?:'re|’re| are)\s+(?:now\s+|all\s+)?(?:set|enrolled|bound)\b/i,
  /\bi\s+(?:will|'ll|’ll|can|am going to)\s+(?:bind|cancel|change|add|remove|update|buy|purchase|start|renew)\b/i,
];

const VERDICT_CLAIMS = [
  /\byou(?:'re|’re| are| will be|'ll be|’ll be| would be|'d be| should be)\s+(?:fully\s+|definitely\s+|certainly\s+|probably\s+|likely\s+|still\s+)?(?:not\s+)?(?:covered|insured|protected)\b/i,
  /\byour\s+(?:policy|plan|insurance|coverage|insurer)\s+(?:will|would|does|should|is going to)\s+(?:definitely\s+|certainly\s+|probably\s+)?(?:not\s+)?(?:cover|pay)\b/i,
  /\b(?:this|that|it|the damage|your loss|your claim)\s+(?:is|will be|would be|should be)\s+(?:definitely\s+|certainly\s+|probably\s+|fully\s+)?(?:not\s+)?covered\b/i,
  /\byou(?:'re|’re| are)\s+(?:not\s+)?eligible\b/i,
  /\byou\s+(?:do|don't|don’t|will|won't|won’t)\s+(?:not\s+)?qualify\b/i,
];

/** Words that make an invented figure a price (the quote answer) rather than a fact (the site's answer). */
const MONEY_WORDS =
  /[$£€¥₹¢]|\b(?:dollars?|bucks?|usd|cents?|pounds?|quid|euros?|pesos?|dolares?|prices?|premiums?|costs?|rates?|pay(?:s|ing|ment)?|discounts?|fees?|estimates?|quotes?|save|savings|cheaper|deductibles?|monthly|annual(?:ly)?|annum|per|month|mes|precio|prima)\b/;

/** Something found in a model's reply: a rule it breaks, or a figure the site does not state. */
export type Finding = Breach | 'figure';

/**
 * What is wrong with a model's reply (the whole reply so far), if anything. `grounded` is the text of
 * the site units the model was given: every figure in the reply, however written, must be one of
 * theirs. An invented figure is a 'price' where money is talked of, otherwise a 'figure'.
 */
export function findingOf(text: string, grounded: string): Finding | undefined {
  if (ungroundedFigures(text, grounded).length > 0) {
    return MONEY_WORDS.test(normaliseFigures(text)) ? 'price' : 'figure';
  }
  if (PRICE_CLAIMS.some((p) => p.test(text))) return 'price';
  if (BIND_CLAIMS.some((p) => p.test(text))) return 'bind';
  if (VERDICT_CLAIMS.some((p) => p.test(text))) return 'verdict';
  return undefined;
}

/** Which rule a piece of model text breaks, if any; an invented figure of any kind counts as a price. */
export function breachOf(text: string, grounded: string): Breach | undefined {
  const finding = findingOf(text, grounded);
  return finding === 'figure' ? 'price' : finding;
}

const siteLink = (href: string) => /^\/(?![/\\])/.test(href.trim());

/**
 * Links only to the site's own pages: any other Markdown link or image becomes its label and the
 * address as plain text, and a bare or <angle> address is left as text the reader does not link.
 */
export function siteLinksOnly(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\(([^)]*)\)/g, (_all, alt: string) => alt)
    .replace(/\[([^\]]+)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g, (all, label: string, href: string) =>
      siteLink(href) ? all : `${label} (${href})`,
    )
    .replace(/<((?:https?|javascript|data):[^>]*)>/gi, '$1');
}

const ADDRESS =
  /<?\b(?:[a-z][a-z\d+.-]*:\/\/|www\.|(?:javascript|vbscript|data|file|mailto|tel):)[^\s<>()[\]"'`]*>?/gi;

/**
 * A model's text as the member and the database get it: nothing in it can become a link or an
 * image, however the text is rendered later. Links and images become their words, addresses and
 * HTML are dropped, backslashes and brackets are escaped, and only a citation mark ([2], not
 * followed by a link or a definition) keeps its brackets. Each step works on a piece alone, so a
 * link split across sentences or pieces is broken too: its brackets are escaped on both sides.
 */
export function inertModelText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\(\s*[^)]*\)/g, (_all, label: string) =>
      /^\d{1,2}$/.test(label) ? `[${label}]` : label,
    )
    .replace(ADDRESS, '(link removed)')
    .replace(/<!--[\s\S]*?(?:-->|$)|<\/?[a-z][^>]*>/gi, '')
    .replace(/\[(?!\d{1,2}\](?![(:[]))|(?<!\[\d{1,2})\]|(?<=\[\d{1,2})\](?=[(:[])/g, '\\$&');
}

/**
 * Text from a page or a member's public question, made inert for the reply's Markdown: brackets,
 * emphasis and code marks are escaped (the client's reader shows them as characters), so nothing a
 * member wrote becomes a link, emphasis or heading in the assistant's voice.
 */
export const asPlainText = (text: string) =>
  text
    .replace(/[\\`*_[\]]/g, '\\$&')
    .replace(/^(\s*)([>#+-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2');

/** End of a sentence (stop, closing marks, spaces) or of a line: the points text is released at. */
const BOUNDARY = /[.!?][)"'’”\]*_]*\s+|\n+/g;

/**
 * Holds streamed text until a sentence is complete. push() returns the complete part (possibly
 * empty); what is held stays in `pending` until more arrives or the stream ends.
 */
export class SentenceGate {
  pending = '';

  push(piece: string): string {
    this.pending += piece;
    let end = 0;
    for (const match of this.pending.matchAll(BOUNDARY)) end = match.index + match[0].length;
    const ready = this.pending.slice(0, end);
    this.pending = this.pending.slice(end);
    return ready;
  }

  /** The rest, at the end of the stream. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }
}
