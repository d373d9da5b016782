// The consent a person gives next to the quote's submit button. Each wording has a version; a lead
// stores the version the person saw, so a later rewording never changes what they agreed to.
import { agency } from './agency';

export const consentTexts = {
  '2026-11-v1':
    `I agree that ${agency.name} may contact me by phone or email about this quote. ` +
    'Consent is not required to buy insurance or any other product. Standard message and data rates may apply.',
} as const;

export type ConsentVersion = keyof typeof consentTexts;

export const CONSENT_VERSIONS = Object.keys(consentTexts) as [ConsentVersion, ...ConsentVersion[]];

/** The wording the form shows today. */
export const CURRENT_CONSENT_VERSION: ConsentVersion = '2026-11-v1';
