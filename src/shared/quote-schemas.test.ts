import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './field-errors';
import { CURRENT_CONSENT_VERSION } from './quote-consent';
import { quoteLines } from './quote-options';
import { answersSchemas, createQuoteSchema, referencePattern, zipSchema } from './quote-schemas';
import { serviceCategories } from './services-catalog';

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  phone: '(207) 555-0111',
  contactTime: 'any',
  consent: true,
  consentVersion: CURRENT_CONSENT_VERSION,
};
const autoAnswers = { vehicles: '2', drivers: 1, currentCover: 'none', zip: '04101-1234' };

const errorsOf = (body: unknown) => {
  const result = createQuoteSchema.safeParse(body);
  return result.success ? {} : zodFieldErrors(result.error);
};

describe('quote schemas', () => {
  it('offers a quote for every line of the services catalogue', () => {
    expect([...quoteLines].sort()).toEqual(serviceCategories.map((c) => c.slug).sort());
  });

  it('accepts a valid auto body and normalises numbers, ZIP, email and phone', () => {
    const data = createQuoteSchema.parse({
      line: 'auto',
      service: 'multi-vehicle',
      answers: autoAnswers,
      ...contact,
    });
    expect(data.answers).toEqual({ vehicles: 2, drivers: 1, currentCover: 'none', zip: '04101' });
    expect(data.email).toBe('ada@example.com');
    expect(data.phone).toBe('+12075550111');
  });

  it('refuses a service that belongs to another line, at the service field', () => {
    expect(errorsOf({ line: 'auto', service: 'medicare', answers: autoAnswers, ...contact })).toHaveProperty(
      'service',
    );
    expect(errorsOf({ line: 'health', service: 'medicare', answers: {}, ...contact })).not.toHaveProperty(
      'service',
    );
  });

  it('names each wrong answer at answers.<field> and refuses unknown keys', () => {
    const errors = errorsOf({
      line: 'auto',
      answers: { vehicles: '', drivers: '11', zip: 'abc', extra: 1 },
      ...contact,
    });
    expect(errors['answers.vehicles']).toBe('Enter how many vehicles to cover.');
    expect(errors['answers.drivers']).toMatch(/from 1 to 10/);
    expect(errors['answers.currentCover']).toBeTruthy();
    expect(errors['answers.zip']).toMatch(/5-digit/);
    expect(errors['extra']).toBeTruthy();
  });

  it('requires ticked consent with a known consent version', () => {
    const errors = errorsOf({
      line: 'auto',
      answers: autoAnswers,
      ...contact,
      consent: false,
      consentVersion: 'old',
    });
    expect(Object.keys(errors).sort()).toEqual(['consent', 'consentVersion']);
  });

  it('refuses an unknown line at the line field', () => {
    expect(Object.keys(errorsOf({ line: 'boat', answers: {}, ...contact }))).toEqual(['line']);
  });

  it('reads health ages as a list and keeps Medicare interest optional', () => {
    const answers = answersSchemas.health.parse({
      whoNeedsCover: 'family',
      ages: '41, 39,7',
      zip: '04101',
      medicareStatus: 'neither',
    });
    expect(answers.ages).toEqual([41, 39, 7]);
    expect(
      answersSchemas.health.safeParse({
        whoNeedsCover: 'me',
        ages: '41 39',
        zip: '04101',
        medicareStatus: 'neither',
      }).success,
    ).toBe(false);
  });

  it('treats an empty rebuild estimate as not given, and a nonsense one as an error', () => {
    const base = { propertyType: 'house', yearBuilt: '1985', zip: '04101' };
    expect(answersSchemas.home.parse({ ...base, rebuildEstimate: '' }).rebuildEstimate).toBeUndefined();
    expect(answersSchemas.home.parse({ ...base, rebuildEstimate: '350,000' }).rebuildEstimate).toBe(350000);
    expect(answersSchemas.home.safeParse({ ...base, rebuildEstimate: 'lots' }).success).toBe(false);
  });

  it('needs at least one choice where a list asks for one', () => {
    const business = { businessType: 'retail', employees: '0', revenueBand: 'under-100k', coverNeeded: [] };
    expect(answersSchemas.business.safeParse(business).success).toBe(false);
    expect(answersSchemas.business.safeParse({ ...business, coverNeeded: ['workers-comp'] }).success).toBe(
      true,
    );
  });

  it('checks ZIP codes and reference numbers by their patterns', () => {
    expect(zipSchema.safeParse('0410').success).toBe(false);
    expect(referencePattern.test('HP-7K3M9Q')).toBe(true);
    expect(referencePattern.test('HP-7K3M0O')).toBe(false);
  });
});
