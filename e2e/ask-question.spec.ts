import { expect, test } from './fixtures';
import { readAskDraft } from './question-support';
import { postAgain, readOutbox, waitForWorker, watchConsole } from './support';

// A member asks the agency a question: online it opens the question's page at once; offline it
// waits in the outbox (decision 052) and arrives once when the connection is back.

const QUEUED = 'Queued — it will be sent when you are online.';
const UUID = /\/dashboard\/question\/[0-9a-f-]{36}$/;

async function fill(page: import('@playwright/test').Page, title: string, body: string) {
  await page.getByLabel('Your question in one line').fill(title);
  await page.getByLabel('Details').fill(body);
  await page.getByLabel('Topic').selectOption('home');
}

async function myQuestions(page: import('@playwright/test').Page) {
  const res = await page.request.get('/api/questions');
  return ((await res.json()) as { questions: { id: string; title: string }[] }).questions;
}

test('a member asks a question and lands on its page, with the draft kept over a reload', async ({
  page,
  member: _member,
}) => {
  const problems = watchConsole(page);
  await page.goto('/dashboard/ask');
  const title = 'Does my homeowners policy cover a detached garage?';
  await page.getByLabel('Your question in one line').fill(title);
  // The draft is saved as it is typed: a reload brings it back.
  await expect.poll(async () => (await page.evaluate(readAskDraft))?.title).toBe(title);
  await page.reload();
  await expect(page.getByLabel('Your question in one line')).toHaveValue(title);

  await page.getByRole('button', { name: 'Send question' }).click();
  // The shared schema speaks before the server is asked: an empty box is asked for, not called short.
  await expect(
    page.getByRole('link', { name: 'Details: Tell us the details of your question.' }),
  ).toBeVisible();
  await fill(page, title, 'We built a garage beside the house last spring. Is it covered, and for how much?');
  await page.getByRole('button', { name: 'Send question' }).click();

  await expect(page).toHaveURL(UUID);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Waiting for an answer').first()).toBeVisible();
  await expect(page.getByText('This question is private')).toBeVisible();
  expect((await myQuestions(page)).filter((q) => q.title === title)).toHaveLength(1);

  // Asking again starts from an empty form.
  await page.goto('/dashboard/ask');
  await expect(page.getByLabel('Your question in one line')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('a question asked offline is queued, then sent once when the connection returns', async ({
  page,
  context,
  member: _member,
}) => {
  await page.goto('/dashboard/ask');
  await waitForWorker(page);
  const title = 'Can I add my teenage driver to our auto policy?';
  await fill(
    page,
    title,
    'Our daughter passed her driving test on the ferry island. What does adding her cost?',
  );

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Details')).toHaveValue(/ferry island/);
  const queued = await page.evaluate(readOutbox);
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({ kind: 'question', status: 'queued' });
  const { key, body } = queued[0]!;

  await context.setOffline(false);
  await expect(page).toHaveURL(UUID, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = page.url().split('/').at(-1);

  // Page and worker may both have sent it; the same key again answers with the same question.
  const replay = await postAgain(page, '/api/questions', key, body);
  expect(replay.replayed).toBe('true');
  expect(replay.data.id).toBe(id);
  const stored = (await myQuestions(page)).filter((q) => q.title === title);
  expect(stored.map((q) => q.id)).toEqual([id]);
  expect(await page.evaluate(readOutbox)).toHaveLength(0);
});
