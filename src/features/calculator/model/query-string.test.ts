import { describe, expect, it } from 'vitest';
import { DEFAULT_RAW_INPUTS } from './inputs-schema';
import { fromQueryString, toQueryString } from './query-string';

describe('inputs in the query string', () => {
  it('come back exactly as typed after a round trip', () => {
    const raw = { ...DEFAULT_RAW_INPUTS, currentSavings: '$250,000', inflation: '3 %' };
    expect(fromQueryString(`?${toQueryString(raw)}`)).toEqual(raw);
  });

  it('fill fields the link leaves out with the defaults', () => {
    expect(fromQueryString('?currentAge=58')).toEqual({ ...DEFAULT_RAW_INPUTS, currentAge: '58' });
  });

  it('are absent when the link names none of the fields', () => {
    expect(fromQueryString('?utm_source=mail')).toBeNull();
    expect(fromQueryString('')).toBeNull();
  });
});
