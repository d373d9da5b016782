// What the assistant must always say, whatever wrote the reply: the Medicare marketing disclaimer
// on anything about Medicare, "general information, not a decision about your cover" on anything
// about coverage, price or eligibility, and "we cannot quote or bind here" when asked for either.
import { MEDICARE_DISCLAIMER } from '../medicare-disclaimer';
import type { FoundPassage } from './found-passage';

const MEDICARE_WORDS = /\b(medicare|medigap|part [abcd]\b|irmaa|turning 65|1-800-medicare|ship counsel)/i;
const MEDICARE_PATHS =
  /^\/(articles\/medicare|resources\/medicare-guide|services\/health\/medicare|series\/medicare)/;

/** The question, or a passage used for the reply, concerns Medicare. */
export function concernsMedicare(
  message: string,
  passages: Pick<FoundPassage, 'url' | 'text' | 'title'>[],
): boolean {
  return (
    MEDICARE_WORDS.test(message) ||
    passages.some((p) => MEDICARE_PATHS.test(p.url) || MEDICARE_WORDS.test(`${p.title} ${p.text}`))
  );
}

const COVER_PRICE_ELIGIBILITY =
  /\b(cover|covers|covered|coverage|insured|claim|claims|premium|premiums|price|prices|cost|costs|deductible|copay|coinsurance|pays?|eligible|eligibility|qualify|qualifies|enroll\w*|sign up|exclusions?|limits?)\b/i;

/** The question or the reply is about what is covered, what it costs or who may have it. */
export const touchesCoverPriceOrEligibility = (text: string) => COVER_PRICE_ELIGIBILITY.test(text);

const PRICE_OR_BIND =
  /\b(quote me|give me a quote|price|prices|pricing|how much (?:does|do|would|will|is|are|should)\b[^?.]*\b(?:cost|pay|charge|run)|what (?:would|will|do|does|should) (?:i|it|we) (?:pay|cost)|cheapest|monthly (?:cost|payment)|bind|binding|start (?:my |the |a )?(?:cover|coverage|policy)|buy (?:a |the |my )?(?:policy|cover|coverage)|sign me up|insure me (?:now|today))\b/i;

/** The member asks for a price or asks to buy or bind cover: the assistant may do neither. */
export const asksPriceOrBind = (message: string) => PRICE_OR_BIND.test(message);

export const PRICE_NOTE =
  'I cannot quote a price or bind (start or change) cover in this chat: only a licensed agent can, ' +
  'after looking at your details. The quote form or an agent can take it from here.';

export const MEDICARE_NOTE = `*Medicare: ${MEDICARE_DISCLAIMER}*`;

const GENERAL_WORDS =
  'General information, not a decision about your own cover or price: your policy and a licensed agent decide those.';
export const GENERAL_NOTE = `*${GENERAL_WORDS}*`;

/**
 * Both notices in one short paragraph, for a Medicare answer about cover or price: two italic
 * paragraphs under a two-sentence answer read as more warning than answer (the review of
 * session 34).
 */
export const GENERAL_AND_MEDICARE_NOTE = `*${GENERAL_WORDS} Medicare: ${MEDICARE_DISCLAIMER}*`;
