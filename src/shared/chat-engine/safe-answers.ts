// The answers the assistant gives when it must not answer from a model or a page: asked for a
// price (the quote form of that line), asked to change, cancel or bind cover (an agent), or when a
// model wrote something an agent could not stand behind (output-guard.ts).
import { agency } from '../agency';
import type { Suggestion } from '../chat-schemas';
import type { QuoteLine } from '../quote-options';
import type { Intent } from './intents';
import type { Breach } from './output-guard';
import { ASK_AN_AGENT, quoteStep } from './suggestions';

const LINE_NAMES: Record<QuoteLine, string> = {
  auto: 'auto',
  home: 'home',
  life: 'life insurance',
  health: 'health',
  business: 'business',
  retirement: 'retirement',
};

export function priceAnswer(line: QuoteLine | undefined): string {
  const form = line
    ? `The ${LINE_NAMES[line]} quote form takes a few minutes: [${quoteStep(line).label}](${quoteStep(line).url}).`
    : 'The [quote form](/quote) takes a few minutes.';
  return (
    'I cannot give you a price or start cover in this chat: prices come from a quote, which a licensed agent ' +
    `prepares from your details. ${form} An agent can also answer by message: use "Talk to an agent".`
  );
}

export const CHANGE_ANSWER =
  'I cannot make changes to a policy in this chat (adding or removing a vehicle or a person, changing ' +
  'a beneficiary, cancelling or starting cover): only a licensed agent can, after checking your ' +
  'policy. Use "Talk to an agent" and an agent will reply here and in your questions.';

export const VERDICT_ANSWER =
  'Whether your own policy covers something depends on its terms, and only a licensed agent can ' +
  'tell you after looking at it. Use "Talk to an agent" and an agent will reply here and in your questions.';

/**
 * Put before a reply to a Spanish question: what follows is the site's English text, and who
 * answers in Spanish (the agency's facts, so an agency's own file names its own person).
 */
const SPANISH_CONTACT = `Para hablar en español, llame al ${agency.spanish.phone} y pida hablar con ${agency.spanish.name}, o pulse "Talk to an agent".`;

/** A Spanish question's first lines when the reply quotes the (English) guides. */
export const SPANISH_NOTE = `Nuestras guías están en inglés: abajo está lo que dicen sobre su pregunta. ${SPANISH_CONTACT}`;

/** ...and when it quotes nothing (a price, a hand-off, a question outside what we do). */
export const SPANISH_NOTE_NO_GUIDES = `Le respondemos en inglés. ${SPANISH_CONTACT}`;

/** A person asked for: one is there, by message or by phone. */
export const PERSON_ANSWER =
  'An agent can help you with that. Use "Talk to an agent" and an agent will reply here and in your ' +
  `questions, or call us at ${agency.phone}.`;

export function intentAnswer(intent: Intent): string {
  if (intent.kind === 'price') return priceAnswer(intent.line);
  return intent.person ? PERSON_ANSWER : CHANGE_ANSWER;
}

export function breachAnswer(breach: Breach, line: QuoteLine | undefined): string {
  if (breach === 'price') return priceAnswer(line);
  return breach === 'bind' ? CHANGE_ANSWER : VERDICT_ANSWER;
}

/** Next steps: the quote form of the line when a price was asked, and always an agent. */
export function safeSuggestions(kind: Intent['kind'] | Breach, line: QuoteLine | undefined): Suggestion[] {
  return kind === 'price' ? [quoteStep(line), ASK_AN_AGENT] : [ASK_AN_AGENT];
}
