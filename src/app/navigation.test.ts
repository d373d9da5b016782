// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { NavigationError, navigateTo, planNavigation } from './navigation';

const origin = 'https://harbor.example';

describe('navigateTo', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<p>x</p>',
    'vbscript:msgbox(1)',
    'blob:https://harbor.example/abc',
  ])('refuses %s even with the external flag', (url) => {
    expect(() => planNavigation(url, { external: true }, origin)).toThrow(NavigationError);
  });

  it('refuses another origin unless the external flag is set', () => {
    expect(() => planNavigation('https://evil.example/login', {}, origin)).toThrow(/external: true/);
    expect(planNavigation('https://medicare.gov/plan', { external: true }, origin)).toEqual({
      kind: 'external',
      href: 'https://medicare.gov/plan',
    });
  });

  it('keeps same-origin URLs inside the app as path, query and hash', () => {
    expect(planNavigation('https://harbor.example/services?x=1#top', {}, origin)).toEqual({
      kind: 'internal',
      path: '/services?x=1#top',
    });
    expect(planNavigation('/contact', {}, origin)).toEqual({ kind: 'internal', path: '/contact' });
  });

  it('routes internal paths through the app and external ones through the browser', () => {
    const deps = { internal: vi.fn(), external: vi.fn() };
    navigateTo('/about-us', { replace: true }, deps);
    expect(deps.internal).toHaveBeenCalledWith('/about-us', true);
    navigateTo('https://www.medicare.gov/', { external: true }, deps);
    expect(deps.external).toHaveBeenCalledWith('https://www.medicare.gov/', false);
  });
});
