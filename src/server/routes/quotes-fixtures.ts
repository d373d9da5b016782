// Valid quote bodies for the server tests; each call is a fresh object the test may change.
import { CURRENT_CONSENT_VERSION } from '../../shared/quote-consent';

export function quoteContact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maren',
    lastName: 'Quoteley',
    email: 'Maren.Quoteley@Example.com',
    phone: '(207) 555-0161',
    contactTime: 'morning',
    consent: true,
    consentVersion: CURRENT_CONSENT_VERSION,
    website: '',
    ...overrides,
  };
}

export function autoQuote(overrides: Record<string, unknown> = {}) {
  return {
    line: 'auto',
    service: 'personal-auto',
    answers: { vehicles: 2, drivers: 2, currentCover: 'insured', zip: '04101' },
    ...quoteContact(),
    ...overrides,
  };
}

export function medicareQuote(overrides: Record<string, unknown> = {}) {
  return {
    line: 'health',
    service: 'medicare',
    answers: {
      whoNeedsCover: 'me-and-partner',
      ages: '66, 64',
      zip: '04101',
      medicareStatus: 'on-medicare',
      medicareInterest: ['supplement', 'part-d'],
    },
    ...quoteContact(),
    ...overrides,
  };
}
