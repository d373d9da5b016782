import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { searchOptions, type SearchDoc } from '../../../shared/search-options';
import { indexFromJson, runSearch } from './search-engine';

const docs: SearchDoc[] = [
  {
    id: '/resources/medicare-guide',
    path: '/resources/medicare-guide',
    title: 'Medicare Guide',
    kind: 'Guide',
    text: 'Parts A, B, C and D, Medigap and the enrollment periods explained.',
    snippet: 'Everything you need to choose Medicare coverage.',
  },
  {
    id: '/resources/health-insurance-glossary#coinsurance',
    path: '/resources/health-insurance-glossary#coinsurance',
    title: 'Coinsurance',
    kind: 'Glossary',
    text: 'Your share of a covered cost, as a percentage, after the deductible.',
    snippet: 'Your share of a covered cost, as a percentage.',
  },
  {
    id: '/resources/health-insurance-glossary#medical-necessity',
    path: '/resources/health-insurance-glossary#medical-necessity',
    title: 'Medical necessity',
    kind: 'Glossary',
    text: 'The standard a plan uses to decide whether a service is needed.',
    snippet: 'The standard a plan uses to decide whether a service is needed.',
  },
  {
    id: '/services/auto/personal-auto',
    path: '/services/auto/personal-auto',
    title: 'Personal Auto Insurance',
    kind: 'Service',
    text: 'Liability, collision and comprehensive cover for the cars you drive.',
    snippet: 'Cover for the cars you drive.',
  },
];

/** Built exactly as the build does it, then read back as the browser does. */
function builtIndex() {
  const index = new MiniSearch<SearchDoc>(searchOptions);
  index.addAll(docs);
  return indexFromJson(MiniSearch, JSON.stringify(index));
}

describe('site search', () => {
  it('finds the Medicare guide despite a typo', () => {
    const results = runSearch(builtIndex(), 'medicar');
    expect(results[0]).toEqual({
      path: '/resources/medicare-guide',
      title: 'Medicare Guide',
      kind: 'Guide',
      snippet: 'Everything you need to choose Medicare coverage.',
    });
  });

  it('ranks a word that starts with the query above a near miss', () => {
    const titles = runSearch(builtIndex(), 'medicar').map((r) => r.title);
    expect(titles.indexOf('Medicare Guide')).toBeLessThan(titles.indexOf('Medical necessity'));
  });

  it('matches very short words whole, not as the start of longer ones', () => {
    expect(runSearch(builtIndex(), 'co')).toEqual([]);
  });

  it('finds a misspelt word in the middle of a page, too', () => {
    expect(runSearch(builtIndex(), 'enrolment').map((r) => r.path)).toContain('/resources/medicare-guide');
  });

  it('matches the start of a word, and links glossary terms to their anchor', () => {
    expect(runSearch(builtIndex(), 'coinsur')[0]?.path).toBe(
      '/resources/health-insurance-glossary#coinsurance',
    );
  });

  it('ranks a title match above a body match', () => {
    const results = runSearch(builtIndex(), 'auto');
    expect(results[0]?.title).toBe('Personal Auto Insurance');
  });

  it('gives nothing for an empty query, and respects the limit', () => {
    expect(runSearch(builtIndex(), '   ')).toEqual([]);
    expect(runSearch(builtIndex(), 'cover', 1)).toHaveLength(1);
  });
});
