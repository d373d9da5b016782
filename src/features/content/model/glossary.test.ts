import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '@/shared/content-types';
import { filterTerms, groupByLetter, letterId, letterOf, matchSummary } from './glossary';

function term(name: string, definition = 'A plain definition.'): GlossaryTerm {
  return { term: name, id: name.toLowerCase().replace(/\W+/g, '-'), definition, seeAlso: [] };
}

const terms = [
  term('Allowed amount', 'The most a plan will pay.'),
  term('Appeal', 'A request to reconsider a denial.'),
  term('Coinsurance', 'Your share of the cost, as a percentage.'),
  term('Zero-premium plan', 'A plan with no monthly premium.'),
];

describe('glossary model', () => {
  it('files terms under their first letter, and others under #', () => {
    expect(letterOf('coinsurance')).toBe('C');
    expect(letterOf(' 401(k)')).toBe('#');
  });

  it('gives letter sections ids that cannot clash with term ids', () => {
    expect(letterId('A')).toBe('glossary-letter-a');
    expect(letterId('#')).toBe('glossary-letter-other');
  });

  it('groups terms by letter in alphabetical order and keeps their order inside a letter', () => {
    const groups = groupByLetter([terms[3]!, ...terms.slice(0, 3)]);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'C', 'Z']);
    expect(groups[0]!.terms.map((entry) => entry.term)).toEqual(['Allowed amount', 'Appeal']);
  });

  it('returns every term for an empty or blank filter', () => {
    expect(filterTerms(terms, '   ')).toEqual(terms);
  });

  it('matches names and definitions, ignoring case and extra spaces', () => {
    expect(filterTerms(terms, 'APPEAL').map((entry) => entry.term)).toEqual(['Appeal']);
    expect(filterTerms(terms, '  monthly   premium ').map((entry) => entry.term)).toEqual([
      'Zero-premium plan',
    ]);
    expect(filterTerms(terms, 'plan pay').map((entry) => entry.term)).toEqual(['Allowed amount']);
  });

  it('summarises the number of matches in words', () => {
    expect(matchSummary(0, 'xyz')).toBe('No terms match “xyz”.');
    expect(matchSummary(1, 'appeal')).toBe('1 term matches “appeal”.');
    expect(matchSummary(3, 'plan ')).toBe('3 terms match “plan”.');
    expect(matchSummary(86, '')).toBe('');
  });
});
