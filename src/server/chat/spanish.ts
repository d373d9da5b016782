// Spanish questions in the site's English words: the pages are in English, and about one member's
// question in eight is Spanish. The glossary is spanish-words.ts.
import { SPANISH_PHRASES, SPANISH_WORDS } from './spanish-words';

/** "jubilación" -> "jubilacion": members type Spanish with and without its accents. */
export const withoutAccents = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Whether a message is Spanish: enough Spanish function words, or an opening ¿. */
export function isSpanish(message: string): boolean {
  const hits =
    message
      .toLowerCase()
      .match(
        /(?:^|[\s¿¡,.])(el|la|los|las|mi|mis|de|del|que|qu[eé]|c[oó]mo|cu[aá]nto|cu[aá]ndo|cual|necesito|quiero|puedo|tengo|seguro|p[oó]liza|para|por|est[aá]|hola|ayuda|usted|se|es|un|una|con|cubre|paga|pagar|mes|lo|eso|y|o|su|sus|mam[aá]|pap[aá]|esposo|esposa)(?=$|[\s?!,.])/g,
      )?.length ?? 0;
  return hits >= 3 || (message.includes('¿') && hits >= 1);
}

/** The site's English words for a Spanish question (an English one is returned as it is). */
export function toEnglish(message: string): string {
  if (!isSpanish(message)) return message;
  let text = message.toLowerCase();
  for (const [pattern, english] of SPANISH_PHRASES) text = text.replace(pattern, english);
  return text
    .split(/(\s+|[¿?¡!,.])/)
    .map((word) => SPANISH_WORDS[withoutAccents(word)] ?? word)
    .join('');
}
