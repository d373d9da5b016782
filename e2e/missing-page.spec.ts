import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

// A path that matches a route but has no page data, reached inside the app (not a full load): one
// request for its data, then the 404 text, never a loop of `_payload.json` requests behind
// "Loading the page…" (src/features/content/state/payload-store.ts).

test('an in-app link to an article that does not exist asks once and shows the 404 text', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/articles/nope/_payload.json')) asked.push(request.url());
  });
  await page.goto('/articles/overview');
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/articles/nope');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Page not found: /articles/nope')).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
  // A round trip to the server after the 404 shows: a loop would have asked again by now.
  await page.evaluate(() => fetch('/api/health').then((response) => response.status));
  expect(asked).toHaveLength(1);

  // Leaving and coming back is a new navigation: asked once more, and the 404 again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Page not found: /articles/nope')).toBeVisible();
  await page.evaluate(() => fetch('/api/health').then((response) => response.status));
  expect(asked).toHaveLength(2);
});
