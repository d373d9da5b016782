import { postAgain, readOutbox, waitForHydration, waitForWorker } from './support';
import { registerViaApi } from './question-support';
import { expect, test } from '@playwright/test';

// Offline journeys beyond the quote (e2e/pwa.spec.ts): the contact message that waits in the outbox
// (decision 052) and an article kept for offline reading. Both need the production service worker.

const REFERENCE = /^CM-[2-9A-HJKMNP-Z]{6}$/;
const QUEUED = 'Queued — it will be sent when you are online.';

test('a contact message written offline is queued, then sent once when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await waitForWorker(page);
  const text = 'I am on the ferry with no signal. Please email me about renters insurance.';
  await page.getByLabel('Your name').fill('Eleanor Whitcomb');
  await page.getByLabel('Email address').fill('eleanor.ferry@example.com');
  await page.getByLabel('Topic').selectOption('home');
  await page.getByLabel('Your message').fill(text);
  // The app owns the form before the network goes: this journey is the outbox's; a send held before
  // the app runs is on-demand-hydration.spec.ts's. Stop 56's CI hung once on this click, with the
  // page going offline while its scripts were still starting (not seen again in 30 runs here).
  await waitForHydration(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
  // Nothing typed is lost while it waits, and the form (not the site-wide notice) says so.
  await expect(page.getByLabel('Your message')).toHaveValue(text);
  await expect(page.getByText('Your message is queued')).toHaveCount(0);
  const queued = await page.evaluate(readOutbox);
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({ kind: 'contact', status: 'queued' });
  const { key, body } = queued[0]!;

  await context.setOffline(false);
  const reference = page.getByTestId('contact-reference');
  await expect(reference).toHaveText(REFERENCE, { timeout: 20_000 });
  const shown = await reference.textContent();
  await expect(page.getByRole('heading', { name: 'Thank you, we have your message' })).toBeVisible();

  // Page and worker may both have sent it; the same key again is answered with the same reference,
  // not stored a second time.
  const replay = await postAgain(page, '/api/contact', key, body);
  expect(replay.replayed).toBe('true');
  expect(replay.data.reference).toBe(shown);
  expect(await page.evaluate(readOutbox)).toHaveLength(0);
});

test('a queued message the server refuses comes back as a field error, with nothing lost', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await waitForWorker(page);
  const text = 'Please send me the Medigap comparison sheet you mentioned on the phone.';
  await page.getByLabel('Your name').fill('Walter Greaves');
  await page.getByLabel('Email address').fill('walter.greaves@example.com');
  await page.getByLabel('Topic').selectOption('medicare');
  await page.getByLabel('Your message').fill(text);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();

  // The form checks before queueing, so a refusal needs a body the server rejects on its merits:
  // spoil the stored email the way a rule changed on the server meanwhile would.
  await page.evaluate(spoilQueuedEmail);
  await context.setOffline(false);
  await expect(page.locator('#contact-email-error')).toContainText(/email/i, { timeout: 20_000 });
  await expect(page.getByText(QUEUED, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Your message')).toHaveValue(text);
  await expect(page.getByTestId('contact-reference')).toHaveCount(0);
  // Shown at the field, so the entry is gone: the site-wide notice has nothing to repeat.
  await expect.poll(() => page.evaluate(readOutbox)).toHaveLength(0);
});

/** Rewrites the one queued entry's email to one the server's schema refuses. */
function spoilQueuedEmail(): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point-outbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('entries', 'readwrite').objectStore('entries');
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const found = cursor.result;
        if (!found) return resolve();
        found.update({ ...found.value, body: { ...found.value.body, email: 'not-an-email' } });
        found.continue();
      };
      cursor.onerror = () => reject(cursor.error);
    };
  });
}

test('an article saved for offline reading says so and is in the member-saved cache', async ({ page }) => {
  const path = '/articles/medicare/part-d-explained';
  await page.goto(path);
  await waitForWorker(page);
  await page.getByRole('button', { name: 'Save this article for offline reading' }).click();
  await expect(
    page.getByRole('button', { name: 'This article is saved for offline reading' }),
  ).toBeDisabled();

  const saved = await page.evaluate(async (path) => {
    // Look before opening: caches.open would create the cache and hide a missing one.
    if (!(await caches.keys()).includes('member-saved')) return false;
    const cache = await caches.open('member-saved');
    return Boolean(await cache.match(path));
  }, path);
  expect(saved).toBe(true);
});

test('offline, the note names the forms that wait, and the account form says it needs a connection', async ({
  page,
  context,
  baseURL,
}) => {
  await registerViaApi(page.request, baseURL!);
  await page.goto('/dashboard/account');
  await waitForHydration(page);
  const save = page.getByRole('button', { name: 'Save my details' });
  await expect(save).toBeVisible();

  await context.setOffline(true);
  const note = page.locator('.pwa-offline');
  await expect(note).toContainText(
    'A quote request, a question for our agents, a contact message or a chat message you send now waits on this device',
  );
  await expect(note).toContainText('Logging in, your account and other forms need a connection.');
  await expect(note).not.toContainText('Forms you send will wait');
  await save.click();
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await context.setOffline(false);
});
