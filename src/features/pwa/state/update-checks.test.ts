import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, fetchLatestBuildId, firstCheckDelay, startUpdateChecks } from './update-checks';

const answer = (id: string) => vi.fn(async () => new Response(JSON.stringify({ id, builtAt: 'x' })));

function fakeEnvironment() {
  const events = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const target = Object.assign(events, {
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    setInterval: globalThis.setInterval.bind(globalThis),
    clearInterval: globalThis.clearInterval.bind(globalThis),
  });
  return { doc, target };
}

describe('update checks', () => {
  it('the first check waits longer on a 2G connection', () => {
    expect(firstCheckDelay('4g')).toBe(1000);
    expect(firstCheckDelay(undefined)).toBe(1000);
    expect(firstCheckDelay('slow-2g')).toBeGreaterThan(1000);
    expect(firstCheckDelay('2g')).toBeGreaterThan(1000);
  });

  it('the build id is fetched with a cache-busting query and no-store', async () => {
    const fetcher = answer('b2');
    expect(await fetchLatestBuildId(fetcher as unknown as typeof fetch, 42)).toBe('b2');
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json?t=42', { cache: 'no-store' });
  });

  it('an unreachable server or a bad answer names no build', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchLatestBuildId(offline as unknown as typeof fetch)).toBeUndefined();
    const broken = vi.fn(async () => new Response('oops', { status: 500 }));
    expect(await fetchLatestBuildId(broken as unknown as typeof fetch)).toBeUndefined();
  });

  it('checks after a second, every hour and when shown again, and reports only a different build', async () => {
    vi.useFakeTimers();
    const { doc, target } = fakeEnvironment();
    const fetcher = answer('b1');
    const onNewBuild = vi.fn();
    const stop = startUpdateChecks({
      currentId: 'b1',
      onNewBuild,
      fetcher: fetcher as unknown as typeof fetch,
      target: target as never,
      doc: doc as never,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    fetcher.mockImplementation(async () => new Response(JSON.stringify({ id: 'b2' })));
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledWith('b2');

    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(fetcher).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(fetcher).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('with no build known yet (no worker controls the page), takes the first answer as its own', async () => {
    vi.useFakeTimers();
    const { doc, target } = fakeEnvironment();
    const fetcher = answer('b1');
    const onNewBuild = vi.fn();
    const stop = startUpdateChecks({
      currentId: undefined,
      onNewBuild,
      fetcher: fetcher as unknown as typeof fetch,
      target: target as never,
      doc: doc as never,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).not.toHaveBeenCalled();
    fetcher.mockImplementation(async () => new Response(JSON.stringify({ id: 'b2' })));
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    stop();
    vi.useRealTimers();
  });
});
