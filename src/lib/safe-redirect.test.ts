import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('accepts a same-site path with its query', () => {
    expect(safeRedirect('/dashboard/ask?x=1')).toBe('/dashboard/ask?x=1');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'falls back for %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/dashboard');
    },
  );
});
