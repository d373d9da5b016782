import { expect, test } from './fixtures';
import { answerAndPublish, askViaApi } from './question-support';
import { watchConsole } from './support';

// A question an agent made public is a page for everyone: rendered on the server with its answer
// and QAPage structured data, so a visitor (and a search engine) gets it without logging in.

test('a public question opens for an anonymous visitor and carries QAPage data', async ({
  browser,
  page,
  baseURL,
  member: _member,
}) => {
  const title = 'Do I need flood insurance if my mortgage lender does not ask for it?';
  const asked = await askViaApi(page.request, baseURL!, {
    title,
    body: 'Our house in Saco is not in a mapped flood zone, and the bank did not require flood cover.',
    topic: 'home',
  });
  const answer =
    'Standard homeowners policies exclude flood. Outside a mapped zone a flood policy is usually inexpensive; ask us for a quote.';
  await answerAndPublish(page.request, baseURL!, asked.id, answer);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  // Page errors and console errors (a hydration mismatch is logged there) both fail the journey.
  const problems = watchConsole(anon);
  const response = await anon.goto(`/dashboard/question/${asked.id}`);
  expect(response?.status()).toBe(200);
  // The server sent the question and its answer in the HTML itself.
  const html = (await response?.text()) ?? '';
  expect(html).toContain(title.replace(/'/g, '&#x27;'));
  expect(html).toContain('Standard homeowners policies exclude flood.');

  await expect(anon.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anon.getByText(answer)).toBeVisible();
  await expect(anon).toHaveTitle(new RegExp(`^${title}`));
  const ld = JSON.parse(
    (await anon.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@type': 'QAPage',
    mainEntity: { '@type': 'Question', name: title, acceptedAnswer: { '@type': 'Answer', text: answer } },
  });
  // Hydration matched the server's markup: no error, and the page is live (a link navigates).
  await anon.getByRole('link', { name: 'Log in to ask your own question' }).click();
  await expect(anon).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fask$/);
  await expect(anon.getByLabel('Username or email')).toBeVisible();
  expect(problems).toEqual([]);
  await visitor.close();
});
