// Questions about the agency itself rather than about cover: how to reach it and when it is open,
// its newsletter, what it does with a member's data, where its glossary and reading are (and what
// to listen to), what it offers, who it is (independent, not tied to one insurer) and where it
// works. Every agency's chat is asked them, and their words ("phone", "open", "read", "offer")
// are all over the guides, so ranking alone sends them to a guide. Each topic names the pages that
// answer it; retrieval puts those pages' passages first (rank-passages.ts).
import type { QuoteLine } from '../quote-options';
import { lineIn, normalise } from './intents';

interface SiteTopic {
  pattern: RegExp;
  pages: (line: QuoteLine | undefined) => string[];
}

/** The series (conversations a device can read aloud) for the lines they are about. */
const SERIES: Partial<Record<QuoteLine, string>> = {
  health: '/series/medicare-made-simple',
  retirement: '/series/retirement-income-roadmap',
  life: '/series/protecting-your-family',
};

const YOU = String.raw`(?:you|your|you guys|y'all|the agency|the office|harbor point)`;

const TOPICS: SiteTopic[] = [
  {
    // Reaching the agency: phone, email, the office, its hours.
    pattern: new RegExp(
      String.raw`\b(?:${YOU} (?:phone|number|phone number|email|address|office|hours)|phone number|telephone|call ${YOU}|email address|where (?:is|are) ${YOU}|where ${YOU} (?:are|is) located|located|stop in|stop by|drop by|walk in(?! (?:cooler|freezer|closet|tub|shower|clinic))|come in to|office hours|(?:are|is) ${YOU} open|open (?:on )?(?:saturdays?|sundays?|weekends?|today|tomorrow|late|holidays?)|hours open|what time do ${YOU} (?:open|close)|tty)\b`,
    ),
    pages: () => ['/contact'],
  },
  {
    pattern:
      /\b(newsletter|mailing list|email list|(?:your|these|the) emails|stop (?:the |your |getting |all )?emails|unsubscribe|email updates)\b/,
    pages: () => ['/subscribe'],
  },
  {
    pattern:
      /\b(privacy|my (?:personal )?(?:data|information|info|details)|delete my (?:account|data|info\w*)|sell my|share my (?:data|info\w*))\b/,
    pages: () => ['/PrivacyPolicy'],
  },
  {
    pattern:
      /\b(glossary|dictionary|(?:words|terms) explained|explain(?:s|ing)? (?:the |these )?(?:words|terms)|list of (?:\w+ ){0,3}(?:words|terms)|what (?:these|the|all the) (?:words|terms) mean)\b/,
    pages: () => ['/resources/health-insurance-glossary'],
  },
  {
    // Something to listen to rather than read: the series, conversations the member's device can
    // read aloud (the content hub says so), on the line asked about.
    pattern: /\b(listen|listening|audio|podcasts?|instead of reading|read (?:out loud|aloud)|out loud)\b/,
    pages: (line) => [...(line && SERIES[line] ? [SERIES[line]] : []), '/content'],
  },
  {
    // A checklist for retiring is its own page, not the library.
    pattern:
      /\b(?:checklist|to.?do list|list of (?:things|steps))\b.{0,50}\bretir|\bretir\w*\b.{0,50}\b(?:checklist|a list)\b/,
    pages: () => ['/resources/retirement-planning-checklist'],
  },
  {
    // A tool to try numbers in is the retirement calculator, not the library around it.
    pattern:
      /\b(?:calculators?|(?:a|some|any|online) tool|plug (?:in|it in|them in)|put in (?:our|my|the) numbers)\b/,
    pages: () => ['/resources/retirement-calculator'],
  },
  {
    // Where the reading and listening is: a question about the library, not a topic in it.
    pattern:
      /\b(?:do you have|have you got|is there|are there|where (?:can|do) i (?:find|see|get|read)|list of|all (?:the|your)|any)\b.{0,40}\b(guides?|articles?|resources|reading|podcasts?|episodes?|series|videos?|checklists?|something (?:i can )?(?:read|listen))\b/,
    // Reading on one line is that line's category of articles.
    pages: (line) => [
      ...(line ? [`/categories/${line}`] : []),
      '/resources',
      '/articles/overview',
      '/content',
    ],
  },
  {
    // What the agency offers, in general or in one line.
    pattern:
      /\b(?:what|which) (?:kinds?|types?|sorts?) of (?:\w+ ){0,2}(?:insurance|coverage|cover|plans?|policies)\b.{0,30}\b(?:offer|sell|have|carry|do)\b|\bwhat (?:\w+ ){0,2}(?:help|services|products|options) do (?:you|you guys|y'all) (?:offer|have|provide|sell)\b|\bdo (?:you|you guys|y'all) (?:only|just) (?:do|sell|handle|offer)\b/,
    pages: (line) => (line ? [`/services/${line}`] : ['/services']),
  },
  {
    // Who the agency is: independent or tied to one insurer, how long it has been around.
    pattern: new RegExp(
      String.raw`\b(?:are|is) ${YOU} (?:tied|independent|captive|with (?:just |only )?(?:one|a single))\b|\b(?:tied|stuck) to (?:one|a single|just one) (?:insurance )?compan(?:y|ies)\b|\b(?:do|can) ${YOU} (?:shop around|shop (?:it|my \w+) around|compare (?:companies|insurers)|work with (?:many|several|more than one|different) (?:companies|insurers))\b|\bwhich (?:insurance )?(?:companies|insurers|carriers) do ${YOU} (?:work with|represent|use|carry)\b|\bwho (?:are|owns) ${YOU}\b|\bhow long (?:have|has) ${YOU}(?: \w+)? been\b`,
    ),
    pages: () => ['/about-us'],
  },
  {
    // Where it works.
    pattern:
      /\b(?:which|what) states\b|\bdo you (?:cover|serve|insure|work with|help|do business with) (?:people|clients|customers|folks|anyone|families) (?:in|from|outside)\b|\blicensed in\b|\b(?:just|only) (?:(?:people|folks|clients|customers) )?(?:in )?maine\b|\boutside (?:of )?maine\b|\bcan you (?:help|insure|cover|work with) (?:her|him|them|people|someone|my \w+) (?:in|from|who lives? in) (?!maine)[a-z]+/,
    pages: () => ['/about-us', '/info'],
  },
];

/** The pages that answer a question about the agency itself, best first; none for any other. */
export function siteTopicPages(message: string): string[] {
  const text = normalise(message);
  const line = lineIn(text);
  return [
    ...new Set(TOPICS.filter((topic) => topic.pattern.test(text)).flatMap((topic) => topic.pages(line))),
  ];
}
