// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { FetchError } from 'ofetch';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { atomWithIdb } from '../../../lib/store';
import { sampleMember } from '../../../shared/testing/sample-member';
import { logout } from './logout';
import { userAtom } from './session';
import { recheckSession, SIGNED_OUT_HERE, signedOutNoticeAtom } from './session-watch';

function refusal(status: number): FetchError {
  const error = new FetchError(`[GET] "/api/auth/getByAuthToken": ${status}`);
  Object.assign(error, { response: new Response(null, { status }), status });
  return error;
}

describe('a session ended elsewhere', () => {
  it("a 401 on the re-check clears the member's data and opens the login page with the reason", async () => {
    const store = createStore();
    const chat = atomWithIdb<string[]>('member:chat-watch-probe', []);
    store.set(userAtom, sampleMember);
    store.set(chat.valueAtom, ['What does Part B cover?']);
    window.history.replaceState(null, '', '/dashboard/chat');
    const went: string[] = [];
    await recheckSession(
      store,
      (path) => went.push(path),
      async () => Promise.reject(refusal(401)),
    );
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(chat.valueAtom)).toEqual([]);
    expect(store.get(signedOutNoticeAtom)).toBe(SIGNED_OUT_HERE);
    expect(went).toEqual(['/login?redirect=%2Fdashboard%2Fchat']);
  });

  it('offline or a server fault proves nothing: the member stays logged in', async () => {
    const store = createStore();
    store.set(userAtom, sampleMember);
    const went: string[] = [];
    await recheckSession(
      store,
      (path) => went.push(path),
      async () => Promise.reject(refusal(503)),
    );
    await recheckSession(
      store,
      (path) => went.push(path),
      async () => Promise.reject(new TypeError('offline')),
    );
    expect(store.get(userAtom)).toEqual(sampleMember);
    expect(went).toEqual([]);
  });

  it('a 401 while a logout asked for here is on its way sends nobody to the login page: the logout goes home', async () => {
    const store = createStore();
    store.set(userAtom, sampleMember);
    window.history.replaceState(null, '', '/dashboard/ask');
    const went: string[] = [];
    let answer!: () => void;
    // The server has ended the session; its answer to the logout is still on the way.
    const loggingOut = logout(
      store,
      () => new Promise<void>((resolve) => (answer = resolve)),
      () => went.push('/'),
    );
    await recheckSession(
      store,
      (path) => went.push(path),
      async () => Promise.reject(refusal(401)),
    );
    answer();
    expect(await loggingOut).toBe('done');
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(signedOutNoticeAtom)).toBeNull();
    expect(went).toEqual(['/']);
  });
});
