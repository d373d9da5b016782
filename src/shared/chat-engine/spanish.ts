// Spanish questions in the site's English words: the pages are in English, and about one member's
// question in eight is Spanish. The glossary is spanish-words.ts; a word it lacks is tried as
// another form of a glossary word (plural, verb ending), then as a regular cognate (-ción ->
// -tion); a word still unread is dropped unless the site uses it (Medicare, 401k, Medigap).
import { isEnglishWord, isKnownWord } from './spelling';
import { SPANISH_PHRASES, SPANISH_STOP, SPANISH_WORDS } from './spanish-words';

/** "jubilación" -> "jubilacion": members type Spanish with and without its accents. */
export const withoutAccents = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Spanish function words that are not also English words ("me", "no", "a" are both). */
const FUNCTION_WORDS = new Set(
  `el la los las mi mis de del que como cuanto cuando cual donde quien necesito quiero puedo tengo
tiene tienes tienen seguro poliza para por esta estoy hola ayuda usted se es un una con cubre paga
pagar mes lo eso y su sus mama papa esposo esposa en al hay muy pero nos le les te hacer hace
porque tambien ya hoy mas cuesta sobre entre sin si puede sigue ahora`.split(/\s+/),
);

/** Whether a message is Spanish: enough Spanish function words, or an opening ¿. */
export function isSpanish(message: string): boolean {
  const words = withoutAccents(message.toLowerCase()).split(/[^a-zñ0-9]+/);
  const hits = words.filter((w) => FUNCTION_WORDS.has(w)).length;
  return hits >= 3 || (hits >= 2 && hits * 3 >= words.length) || (message.includes('¿') && hits >= 1);
}

/** Verb and plural endings, longest first: what is left is a stem to meet a glossary word. */
const ENDINGS =
  /(?:arian|erian|irian|aria|eria|iria|aremos|ando|iendo|ados|adas|idos|idas|aron|ieron|amos|emos|imos|ado|ada|ido|ida|an|en|as|es|a|e|o|s)$/;

/** The glossary's reading of another form of one of its words: "cobrarian" -> "cobrar". */
function lemma(word: string): string | undefined {
  const stem = word.replace(ENDINGS, '');
  if (stem.length < 3 || stem === word) return undefined;
  for (const form of [stem, `${stem}ar`, `${stem}er`, `${stem}ir`, `${stem}o`, `${stem}a`, `${stem}e`]) {
    if (SPANISH_WORDS[form]) return SPANISH_WORDS[form];
  }
  return undefined;
}

/** Regular Spanish-English cognate endings; the typo repair then meets the site's spelling. */
const COGNATES: [RegExp, string][] = [
  [/ciones$/, 'tions'],
  [/cion$/, 'tion'],
  [/dades$/, 'ties'],
  [/dad$/, 'ty'],
  [/encia$/, 'ence'],
  [/ancia$/, 'ance'],
  [/mente$/, 'ly'],
  [/ario$/, 'ary'],
  [/ico$/, 'ic'],
  [/oso$/, 'ous'],
  [/ista$/, 'ist'],
];

function cognate(word: string): string | undefined {
  for (const [ending, english] of COGNATES) if (ending.test(word)) return word.replace(ending, english);
  return undefined;
}

/** Words the glossary writes in English: kept as they are. */
const ENGLISH_OUT = new Set(
  [...SPANISH_PHRASES.map(([, english]) => english), ...Object.values(SPANISH_WORDS)].flatMap((e) =>
    e.split(/\s+/),
  ),
);

function wordToEnglish(word: string): string {
  const plain = withoutAccents(word);
  if (!/^[a-zñ]+$/.test(plain)) return word;
  const known = SPANISH_WORDS[plain];
  if (known) return known;
  if (SPANISH_STOP.has(plain) || ENGLISH_OUT.has(plain)) return plain;
  const read = lemma(plain) ?? cognate(plain);
  if (read) return read;
  // A word the site uses is kept (Medicare, Medigap, plan), and one of English (a car's make and
  // model, a name); any other would only dilute the question.
  return isKnownWord(plain) || (plain.length >= 5 && isEnglishWord(plain)) ? plain : '';
}

/** The site's English words for a Spanish question (an English one is returned as it is). */
export function toEnglish(message: string): string {
  if (!isSpanish(message)) return message;
  let text = message.toLowerCase();
  for (const [pattern, english] of SPANISH_PHRASES) text = text.replace(pattern, english);
  return text
    .split(/(\s+|[¿?¡!,.])/)
    .map(wordToEnglish)
    .join('');
}
