// What the member asks the agency to DO, read before any retrieval: a price for themselves (the
// quote form of that line), a change to a policy (add, remove, cancel, beneficiary: an agent), or a
// question in Spanish (a clear sentence and an agent). The assistant can do none of these itself,
// so these never fall through to "here is what our pages say".
import type { QuoteLine } from '../../shared/quote-options';
import { fixTypos } from './spelling';

export type Intent =
  | { kind: 'price'; line: QuoteLine | undefined }
  | { kind: 'change'; line: QuoteLine | undefined }
  | { kind: 'spanish'; line: QuoteLine | undefined };

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
  /\b(quote me|give me a quote|get a quote|need a quote|want a quote|price me|how much to insure)\b/;
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
];

// Enough Spanish function words (or ¿) to be sure; an English question with "plan" or "Medicare"
// in it is not Spanish.
const SPANISH_WORDS =
  /(?:^|[\s¿¡,.])(el|la|los|las|mi|mis|de|del|que|qu[eé]|c[oó]mo|cu[aá]nto|cu[aá]ndo|necesito|quiero|puedo|tengo|seguro|p[oó]liza|para|por|est[aá]|hola|ayuda|usted|se|es|un|una|con|cubre|pagar|mes)(?=$|[\s?!,.])/g;

function isSpanish(raw: string): boolean {
  const hits = raw.toLowerCase().match(SPANISH_WORDS)?.length ?? 0;
  return hits >= 3 || (raw.includes('¿') && hits >= 1);
}

/** The member's message as intents see it: lower case, typos fixed, 401(k) -> 401k. */
export const normalise = (message: string) =>
  fixTypos(
    message
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/(\d)\s*\(\s*([a-z])\s*\)/g, '$1$2'),
  );

export function detectIntent(message: string): Intent | undefined {
  if (isSpanish(message)) return { kind: 'spanish', line: lineIn(message.toLowerCase()) };
  const text = normalise(message);
  const line = lineIn(text);
  // "How much to add my son to my car insurance" asks a price first: the quote form answers it.
  const personalPrice =
    PRICE_WORDS.test(text) && FOR_ME.test(text) && ASKS_AMOUNT.test(text) && !HOW_PRICES_WORK.test(text);
  if ((QUOTE_ME.test(text) || personalPrice) && !PUBLISHED_FIGURE.test(text)) return { kind: 'price', line };
  if (CHANGE_PATTERNS.some((pattern) => pattern.test(text))) return { kind: 'change', line };
  return undefined;
}
