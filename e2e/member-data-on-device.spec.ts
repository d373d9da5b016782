// What the device keeps of a member (SECURITY.md, "Faults and load", last line): the production
// service worker sends /api/* to the network and stores none of it, and logging out deletes the
// member's IndexedDB entries and member-* caches (and leaves a visitor's own keys alone).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceKeys, waitForHydration, waitForWorker } from './support';

/** Runs in the page: every URL path held in any CacheStorage cache. */
async function cachedPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
  }
  return paths;
}

/** Runs in the page: puts one key into the app's store, as a persisted atom would. */
function putDeviceKey(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point');
    open.onupgradeneeded = () => open.result.createObjectStore('kv');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('kv', 'readwrite');
      tx.objectStore('kv').put({ note: 'stored on this device' }, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function apiFetchOutcome(page: Page, path: string): Promise<string> {
  return page.evaluate(
    (path) =>
      fetch(path, { credentials: 'same-origin' }).then(
        (res) => `status ${res.status}`,
        () => 'network error',
      ),
    path,
  );
}

test('the service worker sends /api/* to the network and keeps none of it in a cache', async ({
  page,
  context,
  member: _member,
}) => {
  await page.goto('/dashboard');
  await waitForWorker(page);
  await waitForHydration(page);
  // Member answers the page and the worker have both seen by now.
  expect(await apiFetchOutcome(page, '/api/dashboard')).toBe('status 200');
  expect(await apiFetchOutcome(page, '/api/auth/getByAuthToken')).toBe('status 200');

  const paths = await page.evaluate(cachedPaths);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // Offline, an API read fails outright: no stored copy answers for the network.
  await context.setOffline(true);
  expect(await apiFetchOutcome(page, '/api/dashboard')).toBe('network error');
  expect(await apiFetchOutcome(page, '/api/auth/getByAuthToken')).toBe('network error');
  await context.setOffline(false);
});

test('logging out deletes the member data in IndexedDB and the member caches', async ({
  page,
  member: _member,
}) => {
  const article = '/articles/medicare/part-d-explained';
  await page.goto(article);
  await waitForWorker(page);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save this article for offline reading' }).click();
  await expect(
    page.getByRole('button', { name: 'This article is saved for offline reading' }),
  ).toBeDisabled();
  await page.evaluate(putDeviceKey, 'member:probe');
  await page.evaluate(putDeviceKey, 'visitor:probe');
  expect(await page.evaluate(() => caches.keys())).toContain('member-saved');
  expect(await page.evaluate(deviceKeys)).toEqual(expect.arrayContaining(['member:probe', 'visitor:probe']));

  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect
    .poll(() => page.evaluate(deviceKeys), { timeout: 15_000 })
    .not.toEqual(expect.arrayContaining(['member:probe']));
  const keys = await page.evaluate(deviceKeys);
  expect(keys.filter((key) => key.startsWith('member:'))).toEqual([]);
  expect(keys).toContain('visitor:probe');
  const names = await page.evaluate(() => caches.keys());
  expect(names.filter((name) => name.startsWith('member-'))).toEqual([]);
  // The precache (the site itself) stays: only member data goes.
  expect(names.length).toBeGreaterThan(0);
});
