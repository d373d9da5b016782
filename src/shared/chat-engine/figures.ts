// The figures in a piece of text, written any way a model might write them: digits in any script
// (NFKC folds full-width ＄４９ to $49), with thousands separators or a multiplier ("1.5 million"),
// or as words in English or Spanish ("forty-nine", "cuarenta y nueve"). The output guard compares
// the figures of a model's reply with those of the site text it was given (decision 250).

const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  cero: 0,
  uno: 1,
  una: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

/** Words that are a number wherever they stand: nobody writes "forty" or "quince" but as an amount. */
const LARGE: Record<string, number> = {
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};

const SCALE: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  grand: 1000,
  k: 1000,
  mil: 1000,
  million: 1e6,
  millon: 1e6,
  millones: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
};

/** Words that make a small number word ("five", "dos") an amount: a currency, a rate, an age. */
const UNIT =
  /^(?:dollars?|bucks?|usd|cents?|pounds?|quid|euros?|eur|gbp|pesos?|dolares?|percent|per|pct|por|a|an|each|every|monthly|yearly|annually|weekly|months?|years?|yrs?|weeks?|days?|anos?|meses?|semanas?|dias?|al|times)$/;
const CURRENCY = /^[$£€¥₹¢]$/;

/** NFKC, lower case, accents off, number words turned into digits where they are amounts. */
export function normaliseFigures(text: string): string {
  const folded = text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  // Words, digits and single marks, keeping the spaces between them as they were.
  const tokens = folded.match(/[a-z]+|\d+(?:[.,]\d+)*|\s+|[^a-z\d\s]/g) ?? [];
  return wordsToDigits(tokens).join('');
}

const isWord = (t: string | undefined) => !!t && /^[a-z]+$/.test(t);
const numberWord = (t: string) => t in SMALL || t in LARGE || t in SCALE;

/** The index of the next token that is not a space or a hyphen, or -1. */
function nextWord(tokens: string[], from: number): number {
  for (let i = from; i < tokens.length; i += 1) if (!/^(?:\s+|-)$/.test(tokens[i]!)) return i;
  return -1;
}

/**
 * Reads runs like "forty-nine", "a hundred and five", "cuarenta y nueve", "two thousand" as one
 * number. A lone small word ("one of them", "dos") stays a word unless a currency or unit is next to it.
 */
function wordsToDigits(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const previous = out.filter((t) => !/^\s+$/.test(t)).at(-1);
    // "1.5 million" is read with its digits, by figuresIn.
    const afterDigits = token in SCALE && !!previous && /\d$/.test(previous);
    const starts = numberWord(token) && !['k', 'm', 'bn', 'grand'].includes(token) && !afterDigits;
    if (!starts) {
      out.push(token);
      i += 1;
      continue;
    }
    let total = 0;
    let current = 0;
    let words = 0;
    let onlySmall = true;
    let lastBig = false;
    let j = i;
    let end = i;
    while (j >= 0 && j < tokens.length && isWord(tokens[j])) {
      const word = tokens[j]!;
      if (word in SMALL || word in LARGE) {
        current += SMALL[word] ?? LARGE[word]!;
        lastBig = word in LARGE;
        if (lastBig) onlySmall = false;
      } else if (word in SCALE && word !== 'k' && word !== 'm') {
        current = (current || 1) * (SCALE[word]! >= 1000 ? 1 : SCALE[word]!);
        if (SCALE[word]! >= 1000) {
          total += current * SCALE[word]!;
          current = 0;
        }
        onlySmall = false;
        lastBig = true;
      } else if ((word === 'and' || word === 'y') && lastBig) {
        const after = nextWord(tokens, j + 1);
        if (after < 0 || !(tokens[after]! in SMALL || tokens[after]! in LARGE)) break;
      } else break;
      words += 1;
      end = j;
      j = nextWord(tokens, j + 1);
    }
    const value = total + current;
    const after = tokens[nextWord(tokens, end + 1)];
    const amount =
      !onlySmall ||
      words > 1 ||
      (previous && CURRENCY.test(previous)) ||
      (after && (UNIT.test(after) || after === '%'));
    if (amount) {
      out.push(String(value));
      i = end + 1;
    } else {
      out.push(token);
      i += 1;
    }
  }
  return out;
}

/** "1,000" and "1000.00" are one figure; "1.5" with "million" after it is 1500000. */
function canonical(digits: string, scale: string | undefined): string {
  const plain = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)
    ? digits.replace(/,/g, '')
    : digits.replace(/,/g, '.');
  const value = Number(plain) * (scale ? (SCALE[scale] ?? 1) : 1);
  return Number.isFinite(value) ? String(Math.round(value * 1e6) / 1e6) : plain;
}

/**
 * Every figure in the text, in one canonical form. Citation marks ([2]) and the numbers of an
 * ordered list that counts 1, 2, 3 from its start are not figures; everything else with a digit is.
 */
export function figuresIn(text: string): string[] {
  const normal = normaliseFigures(text)
    // Plan names, not amounts: a 401(k), 403(b) or 457(b).
    .replace(/\b(?:401|403|457)\s*\(?\s*[abk]\s*\)?(?![a-z])/g, ' plan ')
    .replace(/\[\d{1,2}\](?![(:[])/g, ' ')
    .replace(listNumbers(), ' ');
  return [
    ...normal.matchAll(/(\d+(?:[.,]\d+)*)(?:\s*(thousand|million|millon|millones|billion|bn|k|m|mil)\b)?/g),
  ].map((m) => canonical(m[1]!, m[2]));
}

/** The start of each line of an ordered list numbered in order: "1. ", then "2. ", and so on. */
function listNumbers(): { [Symbol.replace](text: string, by: string): string } {
  return {
    [Symbol.replace]: (text: string, by: string) => {
      let expected = 1;
      return text.replace(/^(\s*)(\d{1,2})([.)]\s)/gm, (all, lead: string, n: string, mark: string) => {
        if (Number(n) === 1) expected = 1;
        if (Number(n) !== expected) return all;
        expected += 1;
        return `${lead}${by}${mark.slice(1)}`;
      });
    },
  };
}

/** The figures of `reply` that `grounded` does not state. */
export function ungroundedFigures(reply: string, grounded: string): string[] {
  const known = new Set(figuresIn(grounded));
  return figuresIn(reply).filter((figure) => !known.has(figure));
}
