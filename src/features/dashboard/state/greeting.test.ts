import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

const now = Date.parse('2026-11-22T15:00:00Z');

describe('dashboard greeting', () => {
  it('welcomes a member who registered a second ago, not "welcome back"', () => {
    expect(greeting({ firstName: 'Eleanor', createdAt: '2026-11-22T14:59:59Z' }, now)).toBe(
      'Welcome, Eleanor.',
    );
  });

  it('welcomes back a member whose account is older than an hour', () => {
    expect(greeting({ firstName: 'Eleanor', createdAt: '2026-11-20T09:00:00Z' }, now)).toBe(
      'Welcome back, Eleanor.',
    );
  });
});
