// Facts the member gives, used where the site's own rules make the answer arithmetic: a 65th
// birthday month gives the Initial Enrollment Period's months (3 before, the month, 3 after, as
// the Medicare guide and the turning-65 timeline state); an age gives the catch-up or RMD rule the
// retirement pages state (catch-up at 50 or older, the larger 401(k) catch-up at 60 to 63, RMDs
// from 73). Each sentence names the rule it applies, so the member can check it on the page cited.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const title = (month: string) => month[0]!.toUpperCase() + month.slice(1);

/** The month of a stated 65th birthday ("turns 65 in August", "cumple 65 en marzo"), if any. */
export function birthdayMonth(message: string): number | undefined {
  const text = message.toLowerCase();
  if (!/\b(65|sixty.five|medicare)\b/.test(text)) return undefined;
  const names = [...MONTHS, ...SPANISH_MONTHS].join('|');
  const match =
    new RegExp(`\\b(?:turn(?:s|ing)?|cumple|birthday|born)\\b[^.?!]{0,30}?\\b(${names})\\b`).exec(text) ??
    new RegExp(`\\b(${names})\\b[^.?!]{0,30}?\\b(?:birthday|turn(?:s|ing)? 65)\\b`).exec(text);
  if (!match) return undefined;
  const month = match[1]!;
  const i = MONTHS.indexOf(month);
  return i >= 0 ? i : SPANISH_MONTHS.indexOf(month);
}

export function enrollmentWindow(month: number): string {
  const from = MONTHS[(month + 9) % 12]!;
  const to = MONTHS[(month + 3) % 12]!;
  return (
    `With a 65th birthday in ${title(MONTHS[month]!)}, the Initial Enrollment Period runs from ` +
    `${title(from)} through ${title(to)}: the 3 months before the birthday month, the month itself ` +
    'and the 3 months after.'
  );
}

/** A stated age: "I'm 61", "im 45", "at 72", "61 years old". */
export function statedAge(message: string): number | undefined {
  const match =
    /\b(?:i'?m|i am|im|age|aged|at|turning|turned)\s+(\d{2})\b/i.exec(message) ??
    /\b(\d{2})\s*(?:years? old|yrs? old|yo)\b/i.exec(message);
  const age = match ? Number(match[1]) : NaN;
  return age >= 18 && age <= 99 ? age : undefined;
}

export function ageRule(message: string): string | undefined {
  const age = statedAge(message);
  if (age === undefined) return undefined;
  const text = message.toLowerCase();
  // Taking money out is the RMD question whatever account is named ("my ira every year").
  const withdraws =
    /\b(rmds?|required minimum|take (?:\w+ )?(?:money )?out|withdraw\w*|distributions?)\b/.test(text);
  if (!withdraws && /\b(catch.?up|contribut\w*|limit|401 ?\(?k\)?|403 ?\(?b\)?|ira)\b/.test(text)) {
    if (age >= 60 && age <= 63)
      return `At ${age} you are in the 60 to 63 group, which can add the larger 401(k) catch-up of up to $11,250 instead of the usual one for people 50 or older.`;
    if (age >= 50) return `At ${age} you are 50 or older, so the catch-up contributions apply to you.`;
    return `At ${age} the catch-up contributions do not apply yet: they start at 50.`;
  }
  if (withdraws) {
    return age >= 73
      ? age === 73
        ? 'At 73 required minimum distributions apply to you: they start at that age.'
        : `At ${age} you are past 73, the age required minimum distributions start.`
      : `At ${age} required minimum distributions have not started: they start at age 73.`;
  }
  return undefined;
}

export interface MemberFact {
  text: string;
  /** The page that states the rule applied. */
  url: string;
  title: string;
}

const TIMELINE = {
  url: '/articles/medicare/turning-65-timeline',
  title: 'Turning 65: A Medicare Timeline That Keeps You on Track',
};
const RMDS = {
  url: '/articles/retirement/required-minimum-distributions',
  title: 'Required Minimum Distributions: What to Know Before 73',
};
const CATCH_UP = { url: '/services/retirement/401k', title: '401(k) Plans and Rollovers' };

/** Sentences worked out from what the member said; empty when they gave nothing to work with. */
export function memberFacts(message: string): MemberFact[] {
  const facts: MemberFact[] = [];
  const month = birthdayMonth(message);
  if (month !== undefined) facts.push({ text: enrollmentWindow(month), ...TIMELINE });
  const rule = ageRule(message);
  if (rule) facts.push({ text: rule, ...(/distributions/.test(rule) ? RMDS : CATCH_UP) });
  return facts;
}
