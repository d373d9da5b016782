import { expect, type APIRequestContext } from '@playwright/test';
import { newUser, type TestUser } from './support';

// Shortcuts for the members-area journeys: accounts and questions made through the API (the same
// calls the pages make), so each journey spends its time on the page it is about. Writes carry our
// Origin, as a browser's do (decision 004).

export async function registerViaApi(request: APIRequestContext, baseURL: string): Promise<TestUser> {
  const user = newUser();
  const res = await request.post('/api/auth/register', {
    data: { ...user, website: '' },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return user;
}

export async function logInViaApi(
  request: APIRequestContext,
  baseURL: string,
  usernameOrEmail: string,
  password: string,
): Promise<void> {
  const res = await request.post('/api/auth/login', {
    data: { usernameOrEmail, password },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

export interface AskedQuestion {
  id: string;
  title: string;
}

export async function askViaApi(
  request: APIRequestContext,
  baseURL: string,
  question: { title: string; body: string; topic: string },
): Promise<AskedQuestion> {
  const res = await request.post('/api/questions', { data: question, headers: { Origin: baseURL } });
  expect(res.status()).toBe(201);
  return (await res.json()) as AskedQuestion;
}

/** The demo agent (docs/demo-accounts.md) answers a question and shares it with everyone. */
export async function answerAndPublish(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  answer: string,
): Promise<void> {
  await logInViaApi(request, baseURL, 'agent', 'harbor-agent-2026');
  const answered = await request.post(`/api/agent/questions/${id}/answers`, {
    data: { body: answer },
    headers: { Origin: baseURL },
  });
  expect(answered.status()).toBe(201);
  const shared = await request.patch(`/api/agent/questions/${id}`, {
    data: { visibility: 'public' },
    headers: { Origin: baseURL },
  });
  expect(shared.status()).toBe(200);
}

/** Runs in the page: the ask form's draft as stored on the device (IndexedDB, lib/store.ts). */
export function readAskDraft(): Promise<{ title?: string; body?: string } | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('kv').objectStore('kv').get('draft:question');
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    };
  });
}
