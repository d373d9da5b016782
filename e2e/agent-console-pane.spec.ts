// The console's reading pane on a desk's screen before a question is chosen: it offers the one
// that has waited longest, rather than a blank box.
import { DEMO_MEMBER, expect, test } from './fixtures';
import { waitForHydration } from './support';

test('before a question is chosen, the pane offers the one waiting longest, and opens it', async ({
  page,
  agent: _agent,
  baseURL,
  contextAs,
}) => {
  // At least one question waits, whatever other journeys have answered meanwhile.
  const member = await contextAs(DEMO_MEMBER);
  const asked = await member.request.post('/api/questions', {
    data: {
      title: `Is my daughter's dorm room covered by our renters policy ${Date.now().toString(36)}?`,
      body: 'She starts college in Orono in September and is taking her laptop and a bike.',
      topic: 'home',
    },
    headers: { Origin: baseURL! },
  });
  expect(asked.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard/agent');
  await waitForHydration(page);
  const pane = page.locator('.console__placeholder');
  await expect(pane).toContainText(/^Waiting longest, for .+: “.+” from .+\./);
  const title = /“(.+)”/.exec((await pane.textContent())!)![1]!;
  await pane.getByRole('link', { name: 'Open it to answer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/agent\/questions\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
