import { describe, expect, it } from 'vitest';
import { updateQuestionSchema } from './agent-schemas';
import { createQuestionSchema, questionSearchQuerySchema } from './questions-schemas';

describe('createQuestionSchema', () => {
  it('trims text and drops control characters a paste can carry', () => {
    const parsed = createQuestionSchema.parse({
      title: '  Can I insure a vacant house?\u0007 ',
      body: 'My mother moved to assisted living\u0000 and her house is empty.\nWhat cover fits?',
      topic: 'home',
    });
    expect(parsed.title).toBe('Can I insure a vacant house?');
    expect(parsed.body).toBe('My mother moved to assisted living and her house is empty.\nWhat cover fits?');
  });

  it('refuses an unknown topic and unknown fields', () => {
    const result = createQuestionSchema.safeParse({
      title: 'A fine title here',
      body: 'Enough words in the body to pass the minimum.',
      topic: 'pets',
      visibility: 'public',
    });
    expect(result.success).toBe(false);
  });
});

describe('questionSearchQuerySchema', () => {
  it('reads the page from the query string, treats an empty topic as none, and caps the page', () => {
    expect(questionSearchQuerySchema.parse({ q: ' flood ', topic: '', page: '3' })).toEqual({
      q: 'flood',
      page: 3,
    });
    expect(questionSearchQuerySchema.safeParse({ q: 'flood', page: '1001' }).success).toBe(false);
    expect(questionSearchQuerySchema.safeParse({ q: 'flood', sort: 'date' }).success).toBe(false);
  });
});

describe('updateQuestionSchema', () => {
  it('needs a status or a visibility', () => {
    expect(updateQuestionSchema.safeParse({}).success).toBe(false);
    expect(updateQuestionSchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
  });
});
