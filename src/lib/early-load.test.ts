// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEarly, takeEarly } from './early-load';

const signIn = () => (document.cookie = 'auth_hint=1; path=/');
const signOut = () => (document.cookie = 'auth_hint=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');

afterEach(() => {
  signOut();
  vi.useRealTimers();
});

describe('early loads', () => {
  it('starts a load at once with a session cookie, and gives its answer once', async () => {
    signIn();
    const load = vi.fn(() => Promise.resolve('the queue'));
    loadEarly('k1', load);
    loadEarly('k1', load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takeEarly('k1')).resolves.toBe('the queue');
    expect(takeEarly('k1')).toBeUndefined();
  });

  it('asks nothing without a session cookie', () => {
    const load = vi.fn(() => Promise.resolve('x'));
    loadEarly('k2', load);
    expect(load).not.toHaveBeenCalled();
    expect(takeEarly('k2')).toBeUndefined();
  });

  it('gives nothing after ten seconds: a later screen loads afresh', () => {
    vi.useFakeTimers();
    signIn();
    loadEarly('k3', () => Promise.resolve('old'));
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('k3')).toBeUndefined();
  });

  it('keeps a refused early load from being an unhandled rejection, and hands the refusal over', async () => {
    signIn();
    loadEarly('k4', () => Promise.reject(new Error('403')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly('k4')).rejects.toThrow('403');
  });
});
