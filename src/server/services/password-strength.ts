// Password strength (docs/decisions/066): zxcvbn-ts estimates how many guesses a password takes,
// with the person's own details, the agency's name and the published demo passwords as words an
// attacker would try first. Server only: the estimator and its dictionaries stay out of the
// browser's bundle; the register form shows the message through the field-error map.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { agency } from '../../shared/agency';

/** zxcvbn's score 3: "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

/** Words every account's password is checked against; the demo passwords are in the docs. */
const houseWords = [
  agency.name,
  ...agency.name.split(/\W+/),
  'harbor',
  'harborpoint',
  'harbor-demo-2026',
  'harbor-agent-2026',
];

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary, house: houseWords },
  }));

export interface PasswordOwner {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

const HOW_TO =
  'Try three or four unrelated words with spaces, like "copper kettle north window", and nothing about you or the agency.';

/** Undefined for a good password; otherwise a message saying why it was refused and what to do. */
export function weakPasswordMessage(password: string, owner: PasswordOwner): string | undefined {
  const inputs = [
    owner.username,
    owner.email,
    owner.email?.split('@')[0],
    owner.firstName,
    owner.lastName,
  ].filter((value): value is string => !!value && value.length > 1);
  const lower = password.toLowerCase();
  if (inputs.some((input) => lower.includes(input.toLowerCase()) && input.length >= 3)) {
    return `That password contains your own name, username or email, which are guessed first. ${HOW_TO}`;
  }
  const result = zxcvbn().check(password, inputs);
  if (result.score >= MIN_SCORE) return undefined;
  const why = result.feedback.warning ? `${result.feedback.warning.replace(/\.?$/, '.')} ` : '';
  return `That password is too easy to guess. ${why}${HOW_TO}`;
}
