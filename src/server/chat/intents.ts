// What the member asks the agency to DO, read before any retrieval: a price for themselves (the
// quote form of that line), or a change to a policy, a claim, a bill or a person to talk to (an
// agent). The assistant can do none of these itself, so they never fall through to quoting pages.
// A Spanish message is read in the site's English words first (query.ts).
import type { QuoteLine } from '../../shared/quote-options';
import { toEnglish } from './query';
import { fixTypos } from './spelling';

export type Intent = { kind: 'price' | 'change'; line: QuoteLine | undefined };

/** Words that name a line of business, tried in order (Medicare before plain "plan"). */
const LINES: [QuoteLine, RegExp][] = [
  [
    'auto',
    /\b(auto|car|cars|truck|pickup|suv|van|vehicle|motorcycle|driver|drivers|driving|teen driver|coche|carro|auto(?:movil|móvil))\b/,
  ],
  [
    'home',
    /\b(home|homes|house|homeowners?|renters?|condo|apartment|flood|umbrella|roof|garage|casa|hogar)\b/,
  ],
  ['life', /\b(life|term life|whole life|beneficiar\w*|final expense|burial|vida)\b/],
  [
    'health',
    /\b(health|medicare|medigap|medicaid|part [abcd]|dental|vision|supplement|advantage|salud|m[eé]dico)\b/,
  ],
  ['business', /\b(business|workers comp\w*|commercial|bop|llc|my shop|my store|negocio)\b/],
  ['retirement', /\b(retirement|401k|401 k|ira|roth|annuit\w*|rmds?|pension|jubilaci[oó]n)\b/],
];

export function lineIn(text: string): QuoteLine | undefined {
  for (const [line, words] of LINES) if (words.test(text)) return line;
  return undefined;
}

// "How much would MY premium be", "what would I pay", "give me a quote": a price for this member.
// "How much is the Part B premium" is a published figure, not a quote, and stays a question.
const PRICE_WORDS =
  /\b(premium|premiums|price|prices|pricing|cost|costs|rate|rates|quote|quotes|charge)\b|\b(?:i|we) (?:would |will |should |have to |need to )?pay\b|\b(?:would|will|do|should) (?:i|we) pay\b/;
const FOR_ME = /\b(i|i'm|im|me|my|we|our|us)\b/;
const ASKS_AMOUNT =
  /\b(how much|what (?:will|would|does|do|is|are|should|my|our)|what's|whats|tell me|give me|get me|get a|need a|want a|estimate|ballpark)\b/;
const QUOTE_ME =
  /\b(quote me|give me a quote|get a quote|need a quote|want a quote|quotes? (?:on|for)|looking for a quote|price me|how much to insure|how much for|price for|prices for|can you beat|shop it around|run (?:the )?numbers|what would you charge)\b/;
/** "How much would X be on my ...", "for a 74 year old": a price for one person or thing. */
const SPECIFICS = /\b(\d{2,3} ?(?:yr|year)s? old|\d{4} \w+|my \w+|for me|for us|both of us|non.?smoker)\b/;
const PUBLISHED_FIGURE =
  /\b(part [abd]|irmaa|medicare (?:premium|deductible)|standard premium|social security)\b/;
// "Why did my premium go up" or "what affects my premium" ask how prices work: the pages answer it.
const HOW_PRICES_WORK =
  /\b(why|affect|affects|raise|raises|lower|lowers|go up|went up|increase|increased|factors?|discount|discounts|save|saving|savings)\b/;

// A change to a policy the member holds: add or remove a vehicle, driver or person, change a
// beneficiary or the address, cancel, buy or bind. Only an agent can do it.
const CHANGE_PATTERNS = [
  /\b(cancel|cancell?ing|terminate|end|stop|drop)\b.{0,40}\b(my|our|the|this)\b.{0,30}\b(policy|policies|coverage|cover|insurance|plan)\b/,
  /\b(cancel|terminate)\b.{0,15}\b(policy|coverage|insurance|plan)\b/,
  /\b(add|adding|remove|removing|take off|put)\b.{0,40}\b(to|from|on|onto|off)\s+(my|our|the)\b.{0,30}\b(policy|coverage|insurance|plan)\b/,
  /\b(add|adding|insure|remove|removing)\s+(my|our|a|the)\s+(new\s+)?(truck|car|vehicle|suv|van|boat|motorcycle|driver|son|daughter|wife|husband|spouse|teen|kid|child)\b/,
  /\b(change|changing|update|updating|switch|name|make)\b.{0,40}\bbeneficiar/,
  /\b(change|changing|update|updating|raise|lower|increase)\b.{0,20}\b(my|our)\b.{0,25}\b(address|payment|billing|deductible|limits?|policy|coverage)\b/,
  /\b(bind|binding|start my (?:policy|coverage)|buy (?:a |the |my )?(?:policy|coverage)|sign me up|renew my)\b/,
  /\b(add|put)\s+(her|him|them|my \w+)\s+(to|on)\s+(our|my)\b/,
  /\b(increase|raise|lower|reduce)\s+the\s+(coverage|limits?|deductible)\s+on\s+(my|our)\b/,
  // A person, a call back, a bill, a claim: an agent's work.
  /\b(talk|speak|chat)\s+(to|with)\s+(a|an|my|someone|somebody|a real|real|the)\b.{0,12}\b(person|human|agent|someone|somebody|people)\b/,
  /\b(call me|call me back|callback|phone me)\b/,
  /\b(my|the|our)\s+(bill|billing|invoice|payment|premium)\b.{0,40}\b(due|late|wrong|change|comes? out|charged|autopay|draft)\b/,
  /\b(change|move)\s+the\s+(day|date)\b/,
  /\b(file|filing|open|report|start|make)\s+(a|my|an|the)\s+claim\b/,
  /\bcancel\s+(my|our)\s+\w+/,
  /\breinstate\b/,
  /\b(send|mail|email|need)\b.{0,30}\b(id card|insurance card|new card|certificate of insurance|proof of insurance)\b/,
  /\b(id card|insurance card)\b.{0,40}\b(send|new one|replace)\b/,
  /\b(status of|check on|where is|update on)\s+(my|our)\s+claim\b/,
  /\b(not a bot|real person|human being)\b/,
];

/** The member's message as intents see it: lower case, typos fixed, 401(k) -> 401k. */
export const normalise = (message: string) =>
  fixTypos(
    toEnglish(message)
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/(\d)\s*\(\s*([a-z])\s*\)/g, '$1$2'),
  );

export function detectIntent(message: string): Intent | undefined {
  const text = normalise(message);
  const line = lineIn(text);
  // "How much to add my son to my car insurance" asks a price first: the quote form answers it.
  const asksAmount = ASKS_AMOUNT.test(text) || /\bhow much (?:would|will|is|does|for)\b/.test(text);
  const personalPrice =
    (PRICE_WORDS.test(text) || /\bhow much (?:would|will|is)\b[^?.]{0,40}\b(?:be|cost)\b/.test(text)) &&
    (FOR_ME.test(text) || SPECIFICS.test(text)) &&
    asksAmount &&
    !HOW_PRICES_WORK.test(text) &&
    !/\b(worth it|how much (?:\w+ )?(?:insurance|coverage|life insurance) do i need|need for)\b/.test(text);
  if ((QUOTE_ME.test(text) || personalPrice) && !PUBLISHED_FIGURE.test(text)) return { kind: 'price', line };
  if (CHANGE_PATTERNS.some((pattern) => pattern.test(text))) return { kind: 'change', line };
  return undefined;
}
