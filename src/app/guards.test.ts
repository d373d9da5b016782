import { describe, expect, it } from 'vitest';
import { routeTable } from '../shared/route-table';
import { runGuards } from './guards';
import { sampleMember } from '../shared/testing/sample-member';

const member = sampleMember;

describe('route guards', () => {
  it('sends an anonymous visitor of a member page to /login with the page as redirect', () => {
    expect(runGuards(['auth'], { path: '/dashboard/ask?topic=medicare', user: null })).toBe(
      '/login?redirect=%2Fdashboard%2Fask%3Ftopic%3Dmedicare',
    );
  });

  it('lets a logged-in member through the auth guard', () => {
    expect(runGuards(['auth'], { path: '/dashboard/ask', user: member })).toBeUndefined();
  });

  it('sends a logged-in member away from the login page to /dashboard', () => {
    expect(runGuards(['guest'], { path: '/login', user: member })).toBe('/dashboard');
    expect(runGuards(['guest'], { path: '/login', user: null })).toBeUndefined();
  });

  it('keeps the forgotten-password pages for visitors, as the login page', () => {
    for (const pattern of ['/password-reset', '/password-reset/new']) {
      const route = routeTable.find((entry) => entry.pattern === pattern);
      expect(route?.guards, pattern).toEqual(['guest']);
      expect(runGuards(route?.guards ?? [], { path: pattern, user: member }), pattern).toBe('/dashboard');
    }
  });

  it('treats a stored user without an id as anonymous', () => {
    expect(runGuards(['auth'], { path: '/dashboard/search', user: { ...member, id: '' } })).toMatch(
      /^\/login\?/,
    );
  });

  it('throws for a guard name it does not know', () => {
    // @ts-expect-error 'admin' is no GuardName: the types refuse it before the run-time check does.
    expect(() => runGuards(['admin'], { path: '/', user: null })).toThrow('Unknown route middleware: admin');
  });

  it('knows every guard the shared route table uses', () => {
    for (const route of routeTable)
      expect(() => runGuards(route.guards, { path: route.pattern, user: member })).not.toThrow();
  });
});
