import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard/ask?x=1', '/dashboard/ask?x=1'],
    ['/quotes/auto#contact', '/quotes/auto#contact'],
    ['/a/../dashboard', '/dashboard'],
    ['/guides/medicare%20basics', '/guides/medicare%20basics'],
  ])('keeps the same-site path %s as %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http:evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    '/..//evil.example',
    '/./..//evil.example',
    '/../..//evil.example/x',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example'.replace(' ', '\u0000'),
    'javascript:alert(1)',
    '/javascript:alert(1)'.slice(1),
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    ' /dashboard',
    '',
    null,
    undefined,
  ])('falls back for %j', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
  });
});
