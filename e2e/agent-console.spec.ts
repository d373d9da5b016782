// The agent console end to end on the real server and database: a member's question answered in
// the console reaches the member as unread; a lead's status change shows in the CSV export; and
// the console is closed to members and anonymous visitors.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { CURRENT_CONSENT_VERSION } from '../src/shared/quote-consent';
import { DEMO_MEMBER, expect, test } from './fixtures';
import { waitForHydration, watchConsole } from './support';
import { axeViolations } from './axe';

/** The page, logged in as the agent (the `agent` fixture), opens the console. */
async function openConsole(page: Page): Promise<void> {
  await page.goto('/dashboard/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible();
  // The heading and tabs are the server's shell first (decision 195), and the app swaps them for its
  // own when the page commits. A click at that moment was lost once in CI (the section never
  // opened; most likely its press and release landed on the two different links). Click the app's.
  await waitForHydration(page);
}

async function unreadFor(request: APIRequestContext, title: string) {
  const res = await request.get('/api/dashboard');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    unreadAnswers: number;
    questions: { title: string; unreadCount: number }[];
  };
  return { total: body.unreadAnswers, question: body.questions.find((q) => q.title === title) };
}

test('a member asks, an agent answers in the console, and the member sees the unread answer', async ({
  page,
  agent: _agent,
  baseURL,
  contextAs,
}) => {
  const member = await contextAs(DEMO_MEMBER);
  const title = `Does my umbrella policy cover a rented boat ${Date.now().toString(36)}?`;
  const asked = await member.request.post('/api/questions', {
    data: {
      title,
      body: 'We rent a small sailboat for two weeks each summer. Does our umbrella policy reach it?',
      topic: 'home',
    },
    headers: { Origin: baseURL! },
  });
  expect(asked.status()).toBe(201);
  expect((await unreadFor(member.request, title)).question?.unreadCount).toBe(0);

  await openConsole(page);
  const problems = watchConsole(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Dana Demo' })).toBeVisible();
  await page
    .getByLabel('Your answer')
    .fill(
      'Most umbrella policies exclude boats you rent over a set length. Send us the boat size and we will check yours.',
    );
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Answers (1)' })).toBeFocused();
  await page.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Now public' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make private' })).toBeVisible();
  expect(await axeViolations(page, { within: '#main' })).toEqual([]);

  const seen = await unreadFor(member.request, title);
  expect(seen.question?.unreadCount).toBe(1);
  expect(seen.total).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: 'Recent activity' }).click();
  await expect(page.getByText('Answered a question and marked it answered').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("a lead's status changes in the console and the CSV export holds it", async ({
  page,
  agent: _agent,
  browser,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const email = `lead.${tag}@example.com`;
  const sent = await (
    await browser.newContext({ baseURL })
  ).request.post('/api/quotes', {
    data: {
      line: 'auto',
      service: 'personal-auto',
      answers: { vehicles: 1, drivers: 1, currentCover: 'insured', zip: '04101' },
      firstName: 'Rosalind',
      lastName: 'Pemberton',
      email,
      phone: '(207) 555-0172',
      contactTime: 'morning',
      consent: true,
      consentVersion: CURRENT_CONSENT_VERSION,
      website: '',
    },
    headers: { Origin: baseURL! },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await openConsole(page);
  await page.getByRole('link', { name: 'Quote leads' }).click();
  await page.getByLabel('Line of cover').selectOption('auto');
  await page.getByLabel('Status', { exact: true }).selectOption('new');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByLabel(`Status of ${reference}`).selectOption('contacted');
  await expect(
    page.getByRole('status').filter({ hasText: `Lead ${reference} is now contacted.` }),
  ).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await expect(row).toBeVisible();
  const link = page.getByRole('link', { name: 'Export these leads as CSV' });
  await expect(link).toHaveAttribute('href', '/api/agent/leads.csv?line=auto&status=contacted');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^quote-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const line = csv.split(/\r?\n/).find((each) => each.includes(reference));
  expect(line).toContain('contacted');
  expect(line).toContain(email);

  // A column's header sorts the table by it, then the other way; the export follows the order.
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by surname A to Z.' })).toBeVisible();
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: 'Sent' })).not.toHaveAttribute('aria-sort');
  await expect(link).toHaveAttribute(
    'href',
    '/api/agent/leads.csv?line=auto&status=contacted&sort=name&dir=desc',
  );
  await expect(row).toBeVisible();

  // A phone-sized window shows the same list, one card per row, and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await axeViolations(page, { within: '#main' })).toEqual([]);
  await page.getByRole('link', { name: 'Recent activity' }).click();
  await expect(page.getByText(`Moved quote lead ${reference} from new to contacted`)).toBeVisible();
});

test('a contact message is marked answered in the console', async ({
  page,
  agent: _agent,
  browser,
  baseURL,
}) => {
  const email = `sender.${Date.now().toString(36)}@example.com`;
  const sent = await (
    await browser.newContext({ baseURL })
  ).request.post('/api/contact', {
    data: {
      name: 'Harold Penrose',
      email,
      topic: 'medicare',
      message: 'I turn 65 in March. When should I sign up for Part B?',
      preferredContact: 'email',
      website: '',
    },
    headers: { Origin: baseURL! },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await openConsole(page);
  await page.getByRole('link', { name: 'Contact messages' }).click();
  const card = page.getByRole('listitem').filter({ hasText: email });
  const mark = card.getByRole('button', { name: `Mark ${reference} answered` });
  await mark.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Message ${reference} marked answered.` }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark ${reference} new again` })).toBeFocused();
  await page.getByLabel('Show').selectOption('answered');
  await expect(card).toBeVisible();
});

test('a member sees that the console is for agency staff, and a visitor is sent to log in', async ({
  browser,
  baseURL,
  contextAs,
}) => {
  const page = await (await contextAs(DEMO_MEMBER)).newPage();
  await page.goto('/dashboard/agent/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'This area is for agency staff' })).toBeVisible();
  await expect(page.getByText('Rosalind')).toHaveCount(0);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/dashboard/agent');
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fagent$/);
});

test("on a phone the console's sections are one row, with the open one in view", async ({
  page,
  agent: _agent,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/agent/activity');
  await waitForHydration(page);
  const tabs = page.getByRole('navigation', { name: 'Console sections' }).getByRole('link');
  await expect(tabs).toHaveCount(5);
  const tops = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(new Set(tops).size, 'one row, not three wrapped ones').toBe(1);
  // The last section, past the row's edge at first, is scrolled into the row's view.
  const open = page.getByRole('link', { name: 'Recent activity' });
  await expect(open).toHaveAttribute('aria-current', 'page');
  const box = (await open.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // And the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
