import { describe, expect, it } from 'vitest';
import { readSearchParams, searchHref } from './search-params';

describe('search in the address', () => {
  it('reads the query, topic and page a link carries', () => {
    expect(readSearchParams('q=flood+cover&topic=home&page=3')).toEqual({
      q: 'flood cover',
      topic: 'home',
      page: 3,
    });
  });

  it('drops an unknown topic and a page that is not a whole number from 1 to 1000', () => {
    expect(readSearchParams('q=boat&topic=boats&page=0')).toEqual({ q: 'boat', topic: undefined, page: 1 });
    expect(readSearchParams('q=boat&page=2.5').page).toBe(1);
    expect(readSearchParams('q=boat&page=1001').page).toBe(1);
    expect(readSearchParams('')).toEqual({ q: '', topic: undefined, page: 1 });
  });

  it('writes a short address that reads back the same', () => {
    const request = { q: 'Medigap & Part B', topic: 'health' as const, page: 2 };
    const href = searchHref('/dashboard/search', request);
    expect(href).toBe('/dashboard/search?q=Medigap+%26+Part+B&topic=health&page=2');
    expect(readSearchParams(href.split('?')[1]!)).toEqual(request);
    expect(searchHref('/dashboard/search', { q: 'boat', topic: undefined, page: 1 })).toBe(
      '/dashboard/search?q=boat',
    );
  });
});
