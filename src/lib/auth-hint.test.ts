import { describe, expect, it } from 'vitest';
import { hasAuthHint } from './auth-hint';

describe('auth hint cookie', () => {
  it('sees the readable auth_hint cookie among others', () => {
    expect(hasAuthHint('theme=x; auth_hint=1; other=2')).toBe(true);
  });

  it('does not mistake a similarly named cookie for it', () => {
    expect(hasAuthHint('my_auth_hint=1')).toBe(false);
    expect(hasAuthHint('')).toBe(false);
  });
});
