import { describe, expect, it } from 'vitest';
import { createWebsiteBuildSchema } from '../../../shared/website-build-schemas';
import { REVIEW_STEP, shownAnswer, stepOfField, toRequestBody, validateStep } from './build-steps';

const complete = {
  businessName: 'Kennebec Hardware',
  businessKind: 'small-business',
  city: 'Augusta',
  state: 'ME',
  description: '',
  npn: '',
  licenceState: '',
  licenceNumber: '',
  otherLicences: '',
  lines: ['none'],
  template: 'ledger',
  pages: ['about', 'contact'],
  domainChoice: 'help',
  domainName: 'typed before choosing help',
  contactName: 'Ruth Pelletier',
  contactEmail: 'ruth@example.com',
  contactPhone: '207 555 0123',
  notes: '',
};

describe('the website wizard steps', () => {
  it('checks only the fields of the step it is on', () => {
    expect(validateStep(0, {})).toEqual({
      businessName: expect.any(String),
      businessKind: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
    });
    // Step 2 (licences) is all optional, until a number is given without its state.
    expect(validateStep(1, {})).toEqual({});
    expect(Object.keys(validateStep(1, { licenceNumber: 'PRR1234' }))).toEqual(['licenceState']);
    expect(validateStep(2, { lines: ['none', 'auto'] })).toEqual({ lines: 'Choose "None" on its own.' });
    expect(validateStep(REVIEW_STEP, {})).toEqual({});
  });

  it('finds the step of a field the server names', () => {
    expect(stepOfField('businessName')).toBe(0);
    expect(stepOfField('domainName')).toBe(5);
    expect(stepOfField('contactPhone')).toBe(6);
    expect(stepOfField('form')).toBe(-1);
  });

  it('makes a body the server accepts, leaving out a domain typed before "help me choose"', () => {
    const body = toRequestBody(complete);
    expect(body.domainName).toBe('');
    expect(createWebsiteBuildSchema.safeParse(body).success).toBe(true);
  });

  it('shows answers by their labels', () => {
    expect(shownAnswer('lines', ['auto', 'home'])).toBe('Auto, Home and renters');
    expect(shownAnswer('template', 'ledger')).toBe('Ledger');
    expect(shownAnswer('npn', '')).toBe('Not given');
    expect(shownAnswer('pages', [])).toBe('None chosen');
  });
});
