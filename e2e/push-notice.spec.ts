// A notice on the phone when an agent answers (decision 240). Headless Chromium
// reaches no real push service, so pushManager.subscribe fails here: the subscription API and the
// encrypted send are the server test's (src/server/routes/push.test.ts). This journey covers the
// browser's half: the dashboard control's states, and a push delivered to the real service worker
// through the DevTools protocol, shown as a notification whose tap opens the question's page.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { fullBrowserPath } from '../scripts/ensure-browser.mjs';
import config from '../playwright.config';
import { expect, test } from './fixtures';
import { askViaApi } from './question-support';
import { waitForWorker } from './support';

const CONTROL = 'Notify me on this device when an agent answers';

function missingFullBrowser(): never {
  throw new Error(
    'The notification journey needs the full Chromium (the headless shell denies notifications): ' +
      'run it through `node scripts/e2e.mjs`, which installs it, or set CHROMIUM_FULL_PATH.',
  );
}

// The full Chromium for this file, not the headless shell the other journeys use (decision 230):
// the shell answers Notification.permission with 'denied' whatever is granted, so it can show no
// notification at all. Same flags as every journey.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    // Found or installed by scripts/e2e.mjs; never the shell in its place, which would fail late.
    executablePath: process.env.CHROMIUM_FULL_PATH ?? fullBrowserPath() ?? missingFullBrowser(),
  },
});

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL === scope);
      if (mine && !mine.isDeleted) resolve(mine.registrationId);
    });
  });
  // Enabling replays the current registrations as events.
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Runs in the service worker: its notificationclick handler, given the first notification it shows.
 * (This file is typed for pages, so the worker's globals are named by hand.)
 */
async function tapFirstNotification(): Promise<void> {
  const scope = self as unknown as {
    registration: ServiceWorkerRegistration;
    dispatchEvent(event: Event): boolean;
    NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  };
  const [notification] = await scope.registration.getNotifications();
  if (!notification) throw new Error('no notification to tap');
  scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
}

/** A page of the app controlled by its service worker, with notifications allowed. */
/**
 * Delivers a push and waits for the notice it shows. Seen in CI (full runs, two workers, in both
 * journeys here): no notice 10 s after a delivery, cause not found. One more delivery tells a
 * delivery the DevTools protocol dropped from a handler that shows nothing, which fails again; a
 * notice shown twice fails the comparison (it lists every notice shown).
 */
async function deliverUntilShown(
  deliver: () => Promise<unknown>,
  shown: () => Promise<unknown>,
  expected: unknown,
): Promise<void> {
  await deliver();
  const first = await expect
    .poll(shown, { timeout: 8_000 })
    .toEqual(expected)
    .then(() => true)
    .catch(() => false);
  if (first) return;
  await deliver();
  await expect.poll(shown, { timeout: 15_000 }).toEqual(expected);
}

async function controlledDashboard(context: BrowserContext, page: Page, baseURL: string) {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/dashboard');
  await waitForWorker(page);
}

test('the control says what this browser allows: off, blocked with how to allow it', async ({
  page,
  context,
  baseURL,
  member,
}) => {
  await controlledDashboard(context, page, baseURL!);
  await expect(page.getByText(`Welcome, ${member.firstName}.`)).toBeVisible();
  const box = page.getByRole('checkbox', { name: CONTROL });
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  // From the keyboard: Space asks the browser, which here has no push service to reach.
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Notices could not be turned on' })).toBeVisible();
  await expect(box).not.toBeChecked();

  // Blocked in the browser's settings: the page says so and how to allow it, with no checkbox.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL!,
    browserContextId: targetInfo.browserContextId,
  });
  await page.reload();
  await expect(page.getByText('Notices from our site are blocked in this browser’s settings.')).toBeVisible();
  await expect(page.getByText(/set Notifications to Allow/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: CONTROL })).toHaveCount(0);
});

test('a push to the service worker shows the notice, and its tap opens the question', async ({
  page,
  context,
  baseURL,
  member,
}) => {
  expect(member.username).toBeTruthy();
  const question = await askViaApi(context.request, baseURL!, {
    title: 'Does my renters policy cover a stolen bicycle?',
    body: 'My bicycle was taken from the shared basement of our building last week.',
    topic: 'home',
  });
  await controlledDashboard(context, page, baseURL!);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, `${baseURL}/`);
  const path = `/dashboard/question/${question.id}`;
  // What the server's push worker sends (src/server/push/notices.ts), delivered as the push service would.
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: id,
      data: JSON.stringify({
        title: 'An agent answered your question',
        body: 'Open it to read the answer.',
        url: path,
      }),
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data,
      }));
    });
  const expected = [
    { title: 'An agent answered your question', body: 'Open it to read the answer.', data: { url: path } },
  ];
  await deliverUntilShown(deliver, shown, expected);

  // The tap: the worker's own notificationclick handler, given the notification it showed.
  // (Headless Chromium has no notification to click; a script-made event has no user activation,
  // so focusing is refused, which the handler allows for, and the open window is navigated.)
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(tapFirstNotification);
  await expect(page).toHaveURL(`${baseURL}${path}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Does my renters policy cover a stolen bicycle?' }),
  ).toBeVisible();
  // The handler closed it.
  await expect.poll(shown).toEqual([]);
});

test('a push whose address leaves the site opens the dashboard instead', async ({
  page,
  context,
  baseURL,
}) => {
  await controlledDashboard(context, page, baseURL!);
  await page.goto('/dashboard/account');
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, `${baseURL}/`);
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: id,
      data: JSON.stringify({ title: 'Hello', body: 'x', url: '//evil.example/phish' }),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.data as unknown),
    );
  await deliverUntilShown(deliver, shown, [{ url: '/dashboard' }]);
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(tapFirstNotification);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});
