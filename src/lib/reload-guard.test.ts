// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, claimReload } from './reload-guard';

describe('chunk reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one reload of a path, then refuses it within 10 seconds', () => {
    expect(claimReload('/services', 1_000)).toBe(true);
    expect(claimReload('/services', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('allows the path again once 10 seconds have passed', () => {
    expect(claimReload('/services', 1_000)).toBe(true);
    expect(claimReload('/services', 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('counts each path on its own', () => {
    expect(claimReload('/services', 1_000)).toBe(true);
    expect(claimReload('/contact', 1_500)).toBe(true);
    expect(claimReload('/services', 2_000)).toBe(false);
  });

  it('survives a corrupt stored record', () => {
    sessionStorage.setItem('chunk-reload-at', '{oops');
    expect(claimReload('/', 1_000)).toBe(true);
  });
});
