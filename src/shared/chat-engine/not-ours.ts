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
  // Suing someone, small claims: a lawyer's or a court's work (being sued is liability cover: ours).
  /\b(?:should|can|could|do) (?:i|we) (?:sue|take (?:him|her|them|it) to (?:small claims|court))\b|\bsmall claims\b/,
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
  /\b(?:file|filing|do|prepare|fill out|llenar|declarar|hacer|hacerme)\b.{0,12}\b(?:taxes|tax return|impuestos)\b|\b1099\b.{0,40}\b(?:where|how|como|donde)\b/,
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

/**
 * Another trade's work, asked in the site's own words (issue 44 §3): what to invest in, a will or a
 * ticket without a lawyer, an appeal to a government office, what a house is worth, booking a
 * trip, a dealer, the weather, a doctor's call, whether a tradesman is honest. Each is a family of
 * asks, not one sentence; a question that asks whether cover pays for it stays ours.
 */
const ANOTHER_TRADE = [
  /\b(?:buy(?:ing)?|invest(?:ing)? in|(?:put|move|switch) (?:\w+ ){0,3}(?:in|into|to))\b.{0,25}\b(?:gold|silver|bullion|precious metals|real estate|rental propert\w*|timeshares?|stocks?|shares|crypto\w*)\b/,
  /\btimeshares?\b|\breverse mortgage\b|\bdividend stocks?\b|\b(?:safest|best|good) (?:\w+ )?(?:stocks?|mutual funds?|etfs?)\b/,
  /\bacciones\b.{0,40}\b(?:comprar|invertir)\b|\b(?:comprar|invertir en) acciones\b/,
  /\b(?:write|make|draw up|do) (?:my|our|a|his|her) (?:own )?(?:will|trust)\b|\bwithout (?:paying )?(?:a |an )?(?:lawyer|attorney)\b/,
  /\b(?:beat|fight|contest|get out of)\b.{0,25}\b(?:ticket|citation)\b/,
  /\bappeal\b.{0,50}\b(?:disability|ssdi|ssi|property tax\w*|assessment|ticket)\b|\b(?:disability|ssdi|ssi)\b.{0,50}\bappeal\b/,
  /\bproperty tax\w*\b.{0,40}\b(?:appeal|lower|fight|abate\w*)\b|\b(?:raised|raise) (?:my|our|the) assessment\b/,
  /\b(?:what(?:'s| is)|whats|how much is) (?:my|our|his|her) (?:house|home|condo|land) worth\b/,
  /\bbook (?:a |the |some |my )?(?:flights?|hotels?|trips?|cruises?|plane tickets?)\b|\bbook flights\b|\bplane tickets?\b/,
  /\b(?:best|good|honest|reliable|mejor) (?:\w+ ){0,3}(?:dealerships?|car dealers?|mechanics?|mec[aá]nicos?|body shops?|garages?)\b|\bdealerships?\b/,
  /\b(?:supposed to|going to|gonna) (?:snow|rain|storm)\b|\b(?:will|is) it (?:snow|rain)\w*\b|\bhow much snow\b/,
  /\bsecond opinion\b|\b(?:blood pressure|blood sugar|glucose|heart rate)\b.{0,30}\b(?:apps?|readings?|monitor|cuff)\b|\bis (?:it|that|this) (?:safe|dangerous) (?:to take|for (?:him|her|me))\b/,
  /\b(?:roofer|contractor|builder|plumber|handyman|electrician)\b[^?]{0,60}\b(?:scam|cash|up ?front|legit|trust him|trust them)\b/,
];
/** A question that asks whether cover pays for another trade's work stays ours. */
const ASKS_ABOUT_COVER =
  /\b(?:cover(?:ed|s|age)?|pay for|claims?|polic(?:y|ies)|insurance (?:pay|cover)\w*|cubre|seguro (?:de|para|lo|la))\b/;

/** Whether a (lower-case) question asks for advice or a price the agency does not give. */
export const notOurs = (text: string) =>
  NOT_OURS_PHRASES.test(text) ||
  ADVICE_NOT_OURS.some((pattern) => pattern.test(text)) ||
  (ANOTHER_TRADE.some((pattern) => pattern.test(text)) && !ASKS_ABOUT_COVER.test(text)) ||
  (PRICE_OF_A_THING.test(text) && !NAMES_COVER.test(text));
