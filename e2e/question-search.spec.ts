import { expect, test } from './fixtures';
import { askViaApi } from './question-support';

// A member searches the questions: the match is highlighted in <mark>, the search lives in the
// address (reload, back and forward), the topic filter narrows it, and an empty result says so.

test('search finds the member’s question with the match highlighted, and the address keeps it', async ({
  page,
  baseURL,
  member: _member,
}) => {
  // A word nobody else uses, so the result is this question and no other.
  const word = `kayak${Date.now().toString(36)}`;
  const asked = await askViaApi(page.request, baseURL!, {
    title: `Is my ${word} covered when it is on the car roof?`,
    body: 'We carry two kayaks on a roof rack to the lakes every summer. Which policy covers them on the road?',
    topic: 'auto',
  });

  await page.goto('/dashboard/search');
  const form = page.getByRole('search', { name: 'Questions' });
  await expect(page.getByText('Type at least two characters')).toBeVisible();
  await form.getByLabel('Search for').fill(word);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/search\\?q=${word}$`));
  const hit = page.locator('.search-hit').filter({ hasText: word });
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText([word]);
  await expect(page.getByRole('heading', { name: '1 question found' })).toBeVisible();

  // Another topic finds nothing, and says so in words.
  await form.getByLabel('Topic').selectOption('life');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}&topic=life$`));
  await expect(page.getByText(`Nothing matched “${word}” in Life insurance`)).toBeVisible();

  // Back brings the first search, results and box alike; a reload keeps it.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`q=${word}$`));
  await expect(form.getByLabel('Topic')).toHaveValue('');
  await expect(hit.locator('mark')).toHaveText([word]);
  await page.reload();
  await expect(page.getByLabel('Search for')).toHaveValue(word);
  await expect(hit.locator('mark')).toHaveText([word]);

  await hit.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/question/${asked.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
});

test('text a member typed as markup comes back from search as text', async ({
  page,
  baseURL,
  member: _member,
}) => {
  const word = `canoe${Date.now().toString(36)}`;
  await askViaApi(page.request, baseURL!, {
    title: `About my ${word} <img src=x onerror="document.title='owned'">`,
    body: 'Does an umbrella policy cover injuries to guests on a rented canoe? <b>bold</b>',
    topic: 'other',
  });
  await page.goto(`/dashboard/search?q=${word}`);
  const hit = page.locator('.search-hit');
  await expect(hit.locator('mark')).toHaveText([word]);
  await expect(hit).toContainText('<img src=x onerror=');
  await expect(hit.locator('img, b')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
});

test("a search finds the site's own guides too, and their links open the page", async ({
  page,
  member: _member,
}) => {
  await page.goto('/dashboard/search?q=flood');
  const guides = page.getByRole('region', { name: 'From our guides' });
  const flood = guides.getByRole('link', { name: 'Flood Insurance', exact: true });
  await expect(flood).toBeVisible();
  await flood.click();
  await expect(page).toHaveURL(/\/services\/home\/flood-insurance/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Flood');
});

test("members' questions come before the guides' pages", async ({ page, baseURL, member: _member }) => {
  const word = `sump${Date.now().toString(36)}`;
  await askViaApi(page.request, baseURL!, {
    title: `Does flood insurance pay for my ${word} pump?`,
    body: 'The basement took in water in the April storm. Is a flooded sump pump a flood claim?',
    topic: 'home',
  });
  await page.goto(`/dashboard/search?q=flood+${word}`);
  const questions = page.getByRole('region', { name: /question found|questions found|^Questions / });
  await expect(questions.locator('.search-hit')).toContainText([word]);
  const guides = page.getByRole('region', { name: 'From our guides' });
  await expect(guides.getByRole('link').first()).toBeVisible();
  const [questionsTop, guidesTop] = await Promise.all(
    [questions, guides].map(async (region) => (await region.boundingBox())!.y),
  );
  expect(questionsTop).toBeLessThan(guidesTop!);
});
