// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { FetchError } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemote } from './use-remote';

/** A load whose answer the test gives when it wants, to put answers out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const refusal = (status: number) =>
  Object.assign(new FetchError('refused'), { response: new Response(null, { status }) });

afterEach(cleanup);

describe('useRemote', () => {
  it('shows the answer for its key, loading until it comes', async () => {
    const { result } = renderHook(() => useRemote('a', async () => 'answer a'));
    expect(result.current).toMatchObject({ loading: true, data: undefined, failure: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'answer a' }));
  });

  it('ignores a stale answer: a slow reply for an older key never shows over the newer one', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const loads: Record<string, Promise<string>> = { old: slow.promise, new: fast.promise };
    const { result, rerender } = renderHook(({ key }) => useRemote(key, () => loads[key]!), {
      initialProps: { key: 'old' },
    });
    rerender({ key: 'new' });
    await act(async () => fast.resolve('new answer'));
    await act(async () => slow.resolve('old answer'));
    expect(result.current).toMatchObject({ loading: false, data: 'new answer' });
  });

  it('keeps the previous data while another key loads', async () => {
    const next = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useRemote(key, () => (key === 'page-1' ? Promise.resolve('page 1') : next.promise)),
      { initialProps: { key: 'page-1' } },
    );
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    rerender({ key: 'page-2' });
    expect(result.current).toMatchObject({ loading: true, data: 'page 1' });
    await act(async () => next.resolve('page 2'));
    expect(result.current).toMatchObject({ loading: false, data: 'page 2' });
  });

  it('surfaces an error with its status, and 0 when no answer came', async () => {
    const refused = refusal(404);
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRemote(key, () => Promise.reject(key === 'gone' ? refused : new TypeError('Failed to fetch'))),
      { initialProps: { key: 'gone' } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, failure: 404 }));
    expect(result.current.error).toBe(refused);
    rerender({ key: 'offline' });
    await waitFor(() => expect(result.current.failure).toBe(0));
  });

  it('reload loads the same key again and shows the new answer, keeping the old one meanwhile', async () => {
    const answers = ['first', 'second'];
    const load = vi.fn(async () => answers.shift()!);
    const { result } = renderHook(() => useRemote('same', load));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, data: 'first' });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'second' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retry after a failure clears the error, shows loading, then the answer', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refusal(503)).mockResolvedValue('back');
    const { result } = renderHook(() => useRemote('flaky', load));
    await waitFor(() => expect(result.current.failure).toBe(503));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, data: undefined, failure: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'back' }));
  });

  it('a reload drops the answer of the load it replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useRemote<string>('same', load));
    act(() => result.current.reload());
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(result.current.data).toBe('second');
  });

  it('shows the initial data at once, and loads nothing for a null key', async () => {
    const load = vi.fn(async () => 'fetched');
    const { result } = renderHook(() => useRemote('embedded', load, () => 'from the page'));
    expect(result.current.data).toBe('from the page');
    await waitFor(() => expect(result.current.data).toBe('fetched'));

    const idle = vi.fn(async () => 'never');
    const { result: none } = renderHook(() => useRemote(null, idle));
    expect(none.current).toMatchObject({ loading: false, data: undefined });
    expect(idle).not.toHaveBeenCalled();
  });

  it('setData changes the loaded value in place, and does nothing before it loaded', async () => {
    const pending = deferred<number>();
    const { result } = renderHook(() => useRemote('count', () => pending.promise));
    act(() => result.current.setData((n) => n + 1));
    expect(result.current.data).toBeUndefined();
    await act(async () => pending.resolve(1));
    act(() => result.current.setData((n) => n + 1));
    expect(result.current.data).toBe(2);
  });
});
