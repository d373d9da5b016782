// Questions the agency's pages share words with but never answer: another trade's advice, a
// price of something that is not cover. The ranking marks their matches off-subject (rank-passages.ts).

/**
 * Advice the agency does not give, however near a subject of the site: which brand to buy, which
 * stock or coin to pick and when, the weather forecast, where to eat, what is wrong with a car,
 * which medicine to take, whether to lease or buy. The pages have words in common with these
 * ("hearing", "stock", "weather", "brakes", "pill"), never an answer.
 */
const ADVICE_NOT_OURS = [
  /\b(?:bitcoin|crypto\w*|dogecoin|ethereum)\b/,
  /\b(?:good|right|bad|best) time to (?:buy|sell|invest)\b/,
  /\b(?:brakes?|engine light|check engine|transmission|grinding|squeal\w*|rattl\w*|tire pressure|oil change)\b.{0,60}\b(?:is it|what is|what's|wrong|fix|mechanic|noise)\b|\b(?:noise|sound)\b.{0,30}\bwhen i (?:hit|press|brake|turn|start)\b/,
  /\bside effects?\b|\b(?:which|what) (?:pill|medicine|medication|drug|doctor) (?:is|should|has|works)\b/,
  /\blease or buy\b|\bbuy or lease\b/,
  // Which gadget to buy, which investments to pick: a shop's or an adviser's call, not cover.
  /\b(?:which|what) (?:kind of )?(?:i?phone|cell ?phone|smartphone|tablet|ipad|laptop|computer|tv|television)\b.{0,20}\b(?:should|to|do) (?:i|we)\b/,
  // Trading, borrowing, suing, repairing: a broker's, a bank's, a lawyer's or a shop's work.
  /\b(?:buy|sell|short)\b.{0,30}\b(?:stocks?|shares)\b|\bbefore earnings\b|\b(?:nvidia|tesla|apple|amazon) (?:stock|shares)\b/,
  /\bmortgage rates?\b|\brefinanc\w*\b/,
  /\b(?:recommend|know|find)\b.{0,20}\b(?:lawyer|attorney|mechanic|plumber|electrician|contractor|roofer)\b/,
  /\b(?:which|what) (?:stocks?|funds?|mutual funds?|etfs?|shares|investments?)\b(?: or \w+(?: \w+)?)?.{0,10}\b(?:should|to|do) (?:i|we)\b|\bpick (?:stocks|funds)\b/,
  // Another company's website, the motor vehicle office, a landlord, the tax return.
  /\blog ?(?:in|into|on)(?: to)? (?:my|the) (?!(?:account|member|members|online|harbor|agency|your|this|dashboard)\b)[a-z]+(?: [a-z]+)? (?:member |online )?(?:account|portal|app)\b/,
  /\b(?:bmv|dmv|rmv)\b(?!.*\binsur)/,
  /\bsecurity deposit\b|\blandlord (?:won'?t|will not|is|kept)\b/,
  // Cover the agency does not sell: for pets, for trips.
  /\b(?:pet|pets|dog|cat|vet|travel|trip|trip cancellation|cruise) insurance\b|\b(?:seguro de|seguro para) (?:mascotas?|perros?|viajes?)\b/,
  /\blicencia de (?:manejar|conducir)\b(?!.*\bseguro)/,
  // Repairs at home: a tradesman's work.
  /\b(?:furnace|boiler|water heater|dishwasher|fridge|refrigerator|gutters?)\b[^?]{0,40}\b(?:noise|noises|banging|leak\w*|broken|fix|repair\w*|call)\b(?![^?]*\binsur)/,
  // Another company's or office's service: a phone bill, a card dispute, a fund's website, a visa.
  /\b(?:verizon|at&t|t-mobile|comcast|spectrum|cell ?phone plans?)\b|\bdispute (?:a |the )?charge\b/,
  /\b(?:fidelity|vanguard|schwab|empower|t\. ?rowe)\b[^?]{0,30}\b(?:balance|log ?in|online|website|password)\b/,
  /\b(?:phone number|address|hours)\b[^?]{0,25}\b(?:social security office|post office|town office|city hall)\b/,
  /\b(?:tourist|travel|work) visa\b|\bpassport\b(?![^?]*\binsur)/,
  /\b(?:send|wire|mandar|enviar) (?:money|dinero)\b|\brecipe\b|\breceta\b|\bcruise lines?\b/,
  /\b(?:file|filing|do|prepare|fill out|llenar|declarar)\b.{0,12}\b(?:taxes|tax return|impuestos)\b|\b1099\b.{0,40}\b(?:where|how|como|donde)\b/,
];
const NOT_OURS_PHRASES =
  /\b(?:best|which|what) (?:\w+ ){0,3}(?:brand|brands|make and model)\b|\b(?:which|what) stocks? (?:should|to|do) (?:i|we)\b|\bweather (?:forecast|supposed|going to be|be like)\b|\bforecast for\b|\b(?:best|good) (?:\w+ )?(?:restaurant|restaurante|place to eat)\b|\bmejor restaurante\b/;

/**
 * The price of something that is not cover: a roof, an inspection, a ticket, a funeral home's
 * service, a gadget. A question that also names cover ("does Medicare pay for hearing aids") is ours.
 */
const PRICE_OF_A_THING =
  /\b(?:how much (?:is|are|does|do|would|will|should)|what (?:is|are|does|do|would|will))\b[^?]{0,60}\b(?:roof|inspection|ticket|cremation|funeral home|hearing aids?|medical alert|alert (?:necklace|button|pendant)|phone plan|excise tax|registration|contractor|plumber)\b/;
const NAMES_COVER =
  /\b(?:insur\w*|rates?|premiums?|deductibles?|claims?|medicare|medigap|medicaid|cover\w*|polic(?:y|ies)|benefits?|part [abcd]|seguro)\b/;

/** Whether a (lower-case) question asks for advice or a price the agency does not give. */
export const notOurs = (text: string) =>
  NOT_OURS_PHRASES.test(text) ||
  ADVICE_NOT_OURS.some((pattern) => pattern.test(text)) ||
  (PRICE_OF_A_THING.test(text) && !NAMES_COVER.test(text));
