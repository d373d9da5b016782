// What the member asks the agency to DO, read before any retrieval: a price for themselves (the
// quote form of that line), or a change to a policy, a claim, a bill or a person to talk to (an
// agent). The assistant can do none of these itself, so they never fall through to quoting pages.
// A Spanish message is read in the site's English words first (query.ts).
import type { QuoteLine } from '../quote-options';
import { toEnglish } from './spanish';
import { fixTypos } from './spelling';

export type Intent = {
  kind: 'price' | 'change';
  line: QuoteLine | undefined;
  /** A person asked for by name of a person ("can i talk to someone", "a real person"): not a change. */
  person?: boolean;
};

/**
 * Words that name a line of business, tried in order: the most specific first, so "long term care"
 * is retirement, "group health for my employees" is health, "work vans for my company" is business
 * (commercial auto) and "my rav4" is auto.
 */
const LINES: [QuoteLine, RegExp][] = [
  [
    'retirement',
    /\b(retirement|nursing home|401k|401 k|403b|ira|iras|roth|annuit\w*|anualidad\w*|rmds?|pension|long term care|long-term care|ltc|jubilaci[oó]n|retirement income)\b/,
  ],
  [
    'health',
    /\b(health(?! (?:problems?|issues?|conditions?|history|is good))|medicare|medigap|medicaid|part [abcd]|plan [cdfgklmn]|drug plan|prescription\w*|dental|vision|hearing|supplement|advantage|obamacare|aca|marketplace|cobra|salud|m[eé]dico|dientes)\b/,
  ],
  [
    'business',
    /\b(business|businesses|company|companies|commercial|employees?|workers comp\w*|bop|llc|contractor|handyman|my shop|my store|restaurant|bakery|salon|storefront|food truck|(?:my|our|a|her|his) (?:\w+ ){0,2}(?:shops?|stores?|firm|agency)|liability for my|professional liability|errors and omissions|e&o|cyber|negocio|empresa|restaurante|empleados)\b/,
  ],
  [
    'life',
    /\b(life|term|whole life|universal life|beneficiar\w*|final expense|burial|funeral|smoker|smokes?|non.?smoker|vida)\b/,
  ],
  [
    'home',
    /\b(home|homes|house|homeowners?|renters?|renting|condo|apartment|apt|duplex|triplex|cabin|cottage|camp|farmhouse|two.?family|multi.?family|rent (?:out|it out)|mobile home|landlord|rental property|flood|umbrella|roof|garage|jewelry|engagement ring|casa|hogar|apartamento)\b/,
  ],
  [
    'auto',
    /\b(auto|car|cars|truck|trucks|pickup|suv|van|vans|vehicles?|motorcycle|motorbike|harley|atv|snowmobile|rv|motorhome|driver|drivers|driving|license|permit|full coverage|civic|accord|camry|corolla|rav4|cr-?v|f-?150|silverado|tacoma|outback|jeep|subaru|honda|toyota|ford|chevy|tesla|coche|carro|carros|camioneta|moto|auto(?:movil|móvil))\b/,
  ],
];

export function lineIn(text: string): QuoteLine | undefined {
  for (const [line, words] of LINES) if (words.test(text)) return line;
  return undefined;
}

// A price for cover: a quote asked outright, or a price word with a line of cover ("how much
// would homeowners be on a farmhouse", "cheapest term life for a 50 year old"). "How
// much is the Part B premium" is a published figure the pages state, "why did my premium go up"
// asks how prices work, "how much life insurance do I need" asks an amount of cover: those stay
// questions for the pages.
const QUOTE_ME =
  /\b(quote(?! form| request)|quotes|quoted|quoting|cotizaci[oó]n|cotizar|coticen|price me|shop (?:it|this|that|them|my \w+) around|can you beat|beat (?:that|this|my|what i pay)|run (?:the |some )?numbers|what would you charge|what do you charge|give me a price|(?:get|give|run|see|send) (?:me |us )?(?:some )?numbers (?:on|for)|shop (?:it|this|that|them|my \w+)\b|get (?:me )?(?:a )?(?:price|prices|rates?)|(?:need|want|looking for|like) (?:a )?(?:price|prices|rates?|number) (?:on|for)|what (?:would|will) (?:it|that|this|the \w+) (?:cost|run) (?:me|us))\b/;
/**
 * Asking what cover would cost, for the member or a relative ("what would it run her"): not what
 * the member pays now ("cobra wants $1,900 a month").
 */
const PRICE_WORDS =
  /\bhow much (?:more |extra )?(?:would|will|is|are|am|does|do|for|to|might|could|should)\b|\b(?:would|will|does|it) (?:\w+ ){0,4}run (?:me|us|him|her|them)\b|\b(cost|costs|costing|price|prices|pricing|priced|premium|premiums|rate|rates|ballpark|estimate|expensive|cheapest|affordable|charge|charging|precio)\b|\b(?:like that|like this|like mine|policy|plan) go for\b|\bset (?:me|us|him|her|them) back\b|\bwhat (?:would|will|does|do|might) (?:i|we|he|she|they|my \w+|our \w+) (?:\w+ )?pay(?:ing)?\b/;
/** Costs the pages state: Medicare's standard figures, limits, penalties, Social Security. */
const PUBLISHED_FIGURE =
  /\b(part [ab]|part d (?:penalty|deductible|cap|limit)|irmaa|medicare (?:premium|deductible|cost|costs)|cost of medicare|standard premium|social security|penalty|penalties|contribution limit|how much can (?:i|we) (?:put|contribute|save)|catch.?up|rate of return|interest rates?|mortgage)\b/;
const PRIVATE_MEDICARE =
  /\b(medigap|supplement|advantage|part c|part d|drug plan|plan [a-n]|dental|vision|quote|quotes)\b/;
/** A comparison, or the most one could pay in a year (a cap the pages state): never a quote. */
const COMPARES_OR_CAPS =
  /\b(?:besides|other than|apart from|aside from) (?:the )?(?:price|cost|premium)|\b(?:the )?most (?:i|we|you|he|she|they) (?:could|would|can|will|might) (?:\w+ ){0,2}(?:pay|spend)\w*|\bwhat(?:'?s| is| are)? (?:actually |really )?(?:the )?differen\w*/;
const HOW_PRICES_WORK =
  /\b(why|catch|drives?|determines?|depends? on|based on|cheaper|ways to|tips|late|grace period|missed|behind on|give me back|(?:insurance|they|it) (?:give|pay)s? (?:me|us)|pay out|payout|get back|reimburse\w*|affect|affects|affected|what makes|raise|raises|lower|lowers|reduce|go up|goes up|went up|gone up|increase|increased|factors?|discount|discounts|save money|saving|savings|worth it|(?<!would (?:i|we|he|she|they|my \w+|our \w+) )pay for|cover the cost|replacement cost|cost basis|actual cash value|cash value|stop paying|miss a payment|(?:cost|costs|pay|paying) (?:\w+ )?(?:more|less|extra)|(?:any|a|another) way to|spread (?:\w+ ){0,4}out|over the year|come up with|figur\w*|allowed to|(?:totally |really |actually |for )?free|zero.?premium|no.?premium|\$0)\b/;
const COVER_AMOUNT =
  /\bhow much (?:\w+ ){0,3}(?:insurance|coverage|cover|life insurance|liability) (?:do|does|should|would) (?:\w+ ){1,4}(?:need|have|get|carry|buy)\b|\bhow much (?:do|does|should) (?:\w+ ){1,5}(?:need|have|get|carry|buy)\b/;

/** A question about what happens to the member's (or a relative's) details: the privacy policy, not a price. */
const ABOUT_THEIR_DATA =
  /\b(my|our|his|her|their|the) (information|info|data|details|personal|email|phone number)\b|\bprivacy\b/;

/** A price asked for the member or a relative with no line named ("what would it cost her"). */
const PRICE_FOR_THEM =
  /\b(?:would|will|does|it|that|this|insurance|policy|plan) (?:\w+ ){0,2}(?:cost|run|charge) (?:me|us|him|her|them)\b|\bhow much (?:are|am|is) (?:we|i|she|he|they) looking at\b|\bprice for my\b|\bset (?:me|us|him|her|them) back\b/;

/** The sentences of a message: the story's, then the question's. */
const sentencesOf = (text: string) =>
  text
    .split(/[.!?]+\s+|\n+/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * What an income product would pay: an annuity's monthly amount is its price, asked the other way
 * round ("if i put 150k into an annuity what would it pay me every month").
 */
const INCOME_QUOTE =
  /\bwhat (?:would|will|could|does|might) (?:it|that|this|an annuity|the annuity) pay (?:me|us|her|him|them) (?:every|a|each|per) (?:month|year)\b|\b(?:monthly|yearly|annual) (?:amount|income|check|payment) (?:would|will|could|might) (?:that|it|this) (?:get|give|pay)\b/;

/** Whether one sentence asks a price; `line` is the whole message's. */
function sentenceAsksPrice(sentence: string, line: QuoteLine | undefined): boolean {
  if (QUOTE_ME.test(sentence) || INCOME_QUOTE.test(sentence)) return true;
  if (!PRICE_WORDS.test(sentence)) return false;
  if (HOW_PRICES_WORK.test(sentence) || COMPARES_OR_CAPS.test(sentence) || COVER_AMOUNT.test(sentence))
    return false;
  return line !== undefined || PRICE_FOR_THEM.test(sentence);
}

/**
 * The sentence that asks a price for cover, if one does: the story's words ("we barely
 * drive") do not make its price question one about how prices work. A last sentence that asks how
 * or why and no price ("why is whole life so much more") makes the whole a question for the pages,
 * whatever quote the story mentions.
 */
function asksPrice(text: string): string | undefined {
  if (ABOUT_THEIR_DATA.test(text)) return undefined;
  // Original Medicare's costs are set nationally and the pages state them; a private plan's are a quote.
  if (/\bmedicare\b/.test(text) && !PRIVATE_MEDICARE.test(text)) return undefined;
  // A figure the pages state (Part B, a penalty, a contribution limit) anywhere in the question.
  if (PUBLISHED_FIGURE.test(text) && !QUOTE_ME.test(text)) return undefined;
  const line = lineIn(text);
  const parts = sentencesOf(text);
  const last = parts.at(-1) ?? '';
  if (
    parts.length > 1 &&
    (ASKS_HOW.test(last) || COMPARES_OR_CAPS.test(last)) &&
    !sentenceAsksPrice(last, line)
  )
    return undefined;
  return parts.find((part) => sentenceAsksPrice(part, line));
}

// A change to a policy the member holds: add or remove a vehicle, driver or person, change a
// beneficiary or the address, cancel, buy or bind. Only an agent can do it.
const POLICY_CHANGES = [
  /\b(cancel|cancell?ing|terminate|end|stop|drop)\b.{0,40}\b(my|our|the|this)\b.{0,30}\b(policy|policies|coverage|cover|insurance|plan)\b/,
  /\b(cancel|terminate)\b.{0,15}\b(policy|coverage|insurance|plan)\b/,
  /\b(add|adding|remove|removing|take off|put)\b.{0,40}\b(to|from|on|onto|off)\s+(my|our|the)\b.{0,30}\b(policy|coverage|insurance|plan)\b/,
  /\b(add|adding|insure|remove|removing)\s+(my|our|a|the)\s+(new\s+)?(truck|car|vehicle|suv|van|boat|motorcycle|driver|son|daughter|wife|husband|spouse|teen|kid|child)\b/,
  /\b(change|changing|update|updating|switch|name|make|remove|removing|take off|drop)\b.{0,40}\bbeneficiar/,
  /\b(change|changing|update|updating|raise|lower|increase)\b.{0,20}\b(my|our)\b.{0,25}\b(address|payment|billing|deductible|limits?|policy|coverage)\b/,
  /\b(bind|binding|start my (?:policy|coverage)|buy (?:a |the |my )?(?:policy|coverage)|sign me up|renew my)\b/,
  /\b(add|put)\s+(her|him|them|my \w+)\s+(to|on)\s+(our|my)\b/,
  /\b(increase|raise|lower|reduce)\s+the\s+(coverage|limits?|deductible)\s+on\s+(my|our)\b/,
  // "take my ex wife off my car insurance"
  /\b(take|get|kick|drop)\s+(?:my|our|the|him|her|them|it)\b.{0,30}\boff\s+(?:of\s+)?(?:my|our|the)\b.{0,20}\b(policy|insurance|plan|coverage)\b/,
  // Someone or something the policy still lists after a death or a sale, or the old address.
  /\b(?:passed away|passed|died|sold|traded in|moved out)\b.{0,60}\bstill (?:on|listed on|named on) (?:my|our|the|his|her) (?:\w+ )?(?:policy|insurance|plan|account)\b|\b(?:still (?:has|shows|lists)|update)\b.{0,20}\bold address\b|\bnew address\b/,
];
// A person, a call back, a bill, a claim: an agent's work, however it is asked.
const AGENT_WORK = [
  /\b(talk|speak|chat)\s+(to|with)\s+(?:(?:a|an|my|a real|real|the)\b.{0,12}\b(?:person|human|agent|someone|somebody|people)|someone|somebody)\b/,
  /\b(call me|call me back|callback|phone me)\b/,
  /\b(my|the|our)\s+(?:\w+\s+){0,2}(bill|billing|invoice|payment|premium)\b.{0,40}\b(due|late|wrong|change|comes? out|charged|autopay|draft)\b/,
  /\b(change|move)\s+the\s+(day|date)\b/,
  // A new address: only the agency can change it on the policies, however it is asked.
  /\b(?:change|changing|update|updating)\b.{0,20}\b(?:my|our|the) (?:mailing )?address\b|\bnew address\b/,
  // A document of the member's policy to send: the declarations page, the policy papers.
  /\b(?:copy of|send|email|e-mail|mail|fax)\b.{0,30}\b(?:declarations? pages?|dec pages?|policy (?:documents?|papers?|paperwork))\b|\b(?:declarations? page|policy documents?|policy papers?)\b.{0,30}\b(?:sent|emailed|mailed|faxed)\b/,
  // A claim to get moving, or a person who speaks the member's language.
  /\bclaim (?:going|started|moving)\b/,
  /\b(?:someone|somebody|anyone|a person|an agent)\b.{0,25}\b(?:i|we) (?:can|could) (?:talk|speak) to\b/,
  // A payment that failed, or one to make by phone: the account is the agency's to see.
  /\b(payment|premium|bill|check|autopay|draft)\b.{0,30}\b(?:didn'?t|did not|won'?t|wouldn'?t|doesn'?t|not) (?:go through|process|post|clear)\b|\bbounced\b/,
  /\bpay (?:it|my (?:\w+ )?bill|the bill|my premium|my (?:\w+ )?(?:insurance|policy))\b.{0,20}\b(?:over the phone|by phone|with a (?:card|credit card|debit card))\b/,
  // A claim to make now, not one the member might make some day ("in case i have to make a claim").
  /(?<!(?:in case|if|when) (?:i|we) (?:ever )?(?:have|need) to )\b(file|filing|open|report|start|make)\s+(a|my|an|the)\s+claim\b/,
  // Something that happened, to be reported now ("i need to report it on my homeowners").
  /\b(?:need|have|want) to (?:report|file|put in) (?:it|this|that|the (?:damage|loss|leak|break-?in))\b/,
  // Reporting what happened is the start of a claim ("necesito reportar un accidente").
  /\b(report|reporting)\s+(?:a|an|my|the|un|our)?\s*(accident|crash|collision|theft|break-?in|loss)\b/,
  // A bill that looks wrong, or a person asked to look at something.
  /\b(bill|charge|statement|invoice)\b.{0,30}\b(wrong|incorrect|not right|a mistake|an error)\b/,
  /\b(can|could) (?:a person|someone|somebody|a human|an agent|a real person)\b/,
  /\bcancel\s+(my|our)\s+\w+/,
  /\breinstate\b/,
  /\b(send|mail|email|need)\b.{0,30}\b(id card|insurance card|new card|certificate of insurance|proof of insurance)\b/,
  /\b(id card|insurance card)\b.{0,40}\b(send|new one|replace)\b/,
  /\b(status of|check on|where is|update on)\s+(my|our)\s+claim\b/,
  /\b(not a bot|real person|human being)\b/,
  // A bill that is wrong: only the agency's people can look at the account.
  /\b(charged|billed|taken out|drafted|withdrawn)\b.{0,20}\b(twice|double|two times|wrong|too much|extra)\b/,
  /\b(?:took|taken|pulled|drafted|came out|charged)\b.{0,50}\b(?:twice|two times|double)\b/,
];

/** A person asked for, with no change to a policy named: the hand-off says so, not "I cannot change...". */
const ASKS_FOR_A_PERSON =
  /\b(talk|speak|chat)\s+(to|with)\s+(?:(?:a|an|my|a real|real|the)\b.{0,12}\b(?:person|human|agent|someone|somebody|people)|someone|somebody)\b|\b(call me|call me back|callback|phone me)\b|\b(?:someone|somebody|anyone|a person|an agent)\b.{0,25}\b(?:i|we) (?:can|could) (?:talk|speak) to\b|\b(?:can|could) (?:a person|someone|somebody|a human|an agent|a real person)\b|\b(not a bot|real person|human being)\b/;

// A request to act on what the member holds: a wish ("i want to", "please", "quiero") with an
// action on "my/our" policy, plan, car... ("i need to take my ex wife off my car insurance").
// A question about the rules ("can i change my plan when we move") is not a request.
const REQUEST =
  /\b(?:want|wanna|need|would like|'d like|wish) to\b|\b(?:please|can you|could you|would you|help me|quiero|necesito|through (?:you|your (?:agency|office)))\b/;
const TRAILING_REQUEST = /\b(?:please|pls|through (?:you|your (?:agency|office)))\s*[.!?]*$/;
const ACTION =
  /\b(add|remove|take|drop|cancel|switch|change|update|move|transfer|put|increase|raise|lower|reduce|reinstate|renew|replace|note|list)\b/;
const HELD =
  /\b(?:my|our|his|her|the|mi|mis|su|sus|la|el|nuestr[ao]s?)\s+(?:\w+\s+){0,2}(policy|plan|insurance|coverage|account|bill|payment|deductible|address|auto|homeowners|renters|umbrella)\b/;

// A question about how the rules work ("how do i add a new baby", "do i need to change the
// beneficiary after a divorce", "can i put my son's car on my policy if it is in his name") is
// answered by the pages, unless the member also asks for it to be done ("please", "can you").
const RULES_QUESTION =
  /\b(?:how (?:do|can|would|should|does) (?:i|we|you|one)|can (?:i|we) (?:just|still|even|also)\b|do (?:i|we) (?:need|have) to|should (?:i|we)|what happens|is it|is there|are there|can (?:i|we)\b.{0,60}\bif\b|what if)\b/;
const ASKED_TO_DO =
  /\b(?:please|pls|can you|could you|would you|will you|(?<!do )(?:i|we) (?:want|need|would like)|i'd like|we'd like|wanna|quiero|necesito|today|right now|asap)\b/;

function asksChange(text: string): boolean {
  if (AGENT_WORK.some((pattern) => pattern.test(text))) return true;
  if (RULES_QUESTION.test(text) && !ASKED_TO_DO.test(text)) return false;
  if (POLICY_CHANGES.some((pattern) => pattern.test(text))) return true;
  // "take him off my policy please", "can i switch my plan through you": the request comes last.
  if (TRAILING_REQUEST.test(text)) return ACTION.test(text) && HELD.test(text);
  const request = REQUEST.exec(text);
  if (!request) return false;
  const after = text.slice(request.index);
  return ACTION.test(after) && HELD.test(text);
}

/** The member's message as intents see it: lower case, typos fixed (words of English kept), 401(k) -> 401k. */
export const normalise = (message: string) =>
  fixTypos(
    toEnglish(message)
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/(\d)\s*\(\s*([a-z])\s*\)/g, '$1$2'),
    { keepEnglish: true },
  );

/** A question about how things work ("how do we...", "what are they", "is that true"), maybe after a comma. */
const ASKS_HOW =
  /(?:^|, )(?:so |and |but |ok |okay )?(?:how|what|why|when|where|who|which|is|are|was|does|do|did|should|would)\b/;

/**
 * Members tell the story first and ask last. When the last sentence asks how things work and asks
 * nothing to be done, a claim, a card or a bill in the story is what happened, not the request
 * ("someone called saying they needed her bank info to send a new card. how do we not fall for
 * this"). The request, when there is one, is in the last sentence (or the whole is one sentence).
 */
function storyThenQuestion(text: string): boolean {
  const parts = sentencesOf(text);
  if (parts.length < 2) return false;
  const last = parts.at(-1)!;
  return ASKS_HOW.test(last) && !ASKED_TO_DO.test(last) && !asksChange(last);
}

export function detectIntent(message: string): Intent | undefined {
  const text = normalise(message);
  const line = lineIn(text);
  // "How much to add my son to my car insurance" asks a price first: the quote form answers it.
  // The line the price sentence names comes first ("2 cars in the garage ... how much for our
  // auto" is auto, not home); else the whole message's.
  const priceAsked = asksPrice(text);
  if (priceAsked !== undefined) return { kind: 'price', line: lineIn(priceAsked) ?? line };
  if (asksChange(text) && !storyThenQuestion(text)) {
    const person = ASKS_FOR_A_PERSON.test(text) && !POLICY_CHANGES.some((pattern) => pattern.test(text));
    return person ? { kind: 'change', line, person } : { kind: 'change', line };
  }
  return undefined;
}
