// The chat with no network (issue 47, decision 264): a member who opened the chat online once gets
// an answer offline from the guides on the phone, marked as such, with links to the site's pages;
// back online, the question goes to the server once, in its place, and the next one streams as before.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceAnswersCached } from './chat-support';
import { waitForWorker, watchConsole } from './support';

const NOTE =
  'This answer comes from the guides on this device, and an agent will not see it until you are back online.';

async function openChat(page: Page): Promise<void> {
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
}

test('offline, the chat answers from the guides on the device; online, the server answers again', async ({
  page,
  context,
  member: _member,
}) => {
  const problems = watchConsole(page);
  await openChat(page);
  await waitForWorker(page);
  // The first visit's fetches ran before the worker took the page: this one goes through it.
  await openChat(page);
  await deviceAnswersCached(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'answers from the guides on this device' }),
  ).toBeVisible({ timeout: 20_000 });

  await page.getByLabel('Your message').fill('does medicare pay for a nursing home');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const offlineReply = page.locator('.chat-message--assistant').first();
  await expect(offlineReply.locator('.chat-reply')).toContainText(NOTE);
  await expect(offlineReply.locator('.chat-reply')).toContainText(/nursing/i);
  const source = offlineReply.locator('.chat-sources a').first();
  await expect(source).toHaveAttribute('href', /^\/services\/retirement\/long-term-care/);
  await expect(page.getByLabel('Your message')).toHaveValue('');

  // Back online, the question the device answered goes to the server, once: the server's reply
  // replaces the device's, and the conversation is stored.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  const firstReply = page.locator('.chat-message--assistant').first();
  await expect(firstReply.locator('.chat-sources a').first()).toBeVisible({ timeout: 20_000 });
  await expect(firstReply.locator('.chat-reply')).not.toContainText(NOTE, { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Your conversations' })).toContainText(
    'does medicare pay for a nursing home',
  );

  await page.getByLabel('Your message').fill('What does Medicare Part B cover?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const onlineReply = page.locator('.chat-message--assistant').nth(1);
  await expect(onlineReply.locator('.chat-sources a').first()).toBeVisible({ timeout: 20_000 });
  await expect(onlineReply.locator('.chat-reply')).not.toContainText(NOTE);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  // The offline question comes first, where it was asked, and the server holds each question once.
  const asked = [/does medicare pay for a nursing home/, /What does Medicare Part B cover\?/];
  await expect(page.locator('.chat-message--user')).toHaveText(asked);
  const { conversations } = (await (await page.request.get('/api/chat/conversations')).json()) as {
    conversations: { id: string }[];
  };
  expect(conversations).toHaveLength(1);
  const stored = (await (
    await page.request.get(`/api/chat/conversations/${conversations[0]!.id}`)
  ).json()) as {
    messages: { role: string; text: string }[];
  };
  expect(stored.messages.filter((m) => m.role === 'user').map((m) => m.text)).toEqual([
    'does medicare pay for a nursing home',
    'What does Medicare Part B cover?',
  ]);
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Your conversations' })
    .getByRole('button', { name: /does medicare pay for a nursing home/ })
    .click();
  await expect(page.locator('.chat-message--user')).toHaveText(asked);
  // Offline, the API's requests fail by design (the browser logs each): no script error, though.
  expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
});

test('every recent conversation reads offline, not only those opened on this device', async ({
  page,
  context,
  baseURL,
  member: _member,
}) => {
  // Two conversations made elsewhere (another device): this one has never opened either.
  for (const message of [
    'Does homeowners insurance cover a frozen pipe?',
    'When can I sign up for Part D?',
  ]) {
    const made = await page.request.post('/api/chat', { data: { message }, headers: { Origin: baseURL! } });
    expect(made.status()).toBe(200);
    await made.text();
  }
  await openChat(page);
  const list = page.getByRole('navigation', { name: 'Your conversations' });
  await expect(list.getByRole('button', { name: /frozen pipe/ })).toBeVisible();
  // The device keeps both once the list has arrived.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const request = indexedDB.open('harbor-point');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const read = db.transaction('kv').objectStore('kv').get('member:chat');
        const cache = await new Promise<{ details?: Record<string, unknown> }>((resolve) => {
          read.onsuccess = () => resolve(read.result ?? {});
        });
        db.close();
        return Object.keys(cache.details ?? {}).length;
      }),
    )
    .toBe(2);

  await context.setOffline(true);
  await list.getByRole('button', { name: /frozen pipe/ }).click();
  await expect(page.locator('.chat-message--user')).toHaveText([/frozen pipe/]);
  await expect(page.locator('.chat-message--assistant .chat-reply')).toContainText(/pipe|freez|frozen/i);
  await expect(list.getByText('not saved on this device')).toHaveCount(0);
});

/** Five questions from the evaluation sets, with a key fact each and the page that states it. */
const ASKED_OFFLINE = [
  {
    question: 'how much does the doctor part of medicare cost a month now',
    fact: '$202.90',
    page: '/articles/medicare/medicare-costs-2026',
  },
  {
    question: 'does vision insurance pay for lasik',
    fact: 'do not pay for LASIK',
    page: '/services/health/vision-coverage',
  },
  { question: 'are you open on saturdays? i work all week', fact: '9:00 am to 12:00 pm', page: '/contact' },

  {
    question: 'my 20 year term policy ends next year and im 58 now. what happens when it runs out',
    fact: 'cover stops',
    page: '/services/life/term-life',
  },
  {
    question: 'just got engaged!! is the ring covered under my homeowners if she loses it',
    fact: 'simply losing an item',
    page: '/services/home/valuable-items',
  },
];

test('from the launcher with no network: five answers with their facts and pages, a page opened, each question stored once when back', async ({
  page,
  context,
  member: _member,
}) => {
  await openChat(page);
  await waitForWorker(page);
  await openChat(page);
  await deviceAnswersCached(page);

  await context.setOffline(true);
  await page.goto('/dashboard/chat?resume=last');
  await expect(
    page.getByRole('status').filter({ hasText: 'answers from the guides on this device' }),
  ).toBeVisible({ timeout: 20_000 });
  for (const [i, asked] of ASKED_OFFLINE.entries()) {
    await page.getByLabel('Your message').fill(asked.question);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = page.locator('.chat-message--assistant').nth(i);
    await expect(reply.locator('.chat-reply')).toContainText(NOTE);
    await expect(reply.locator('.chat-reply')).toContainText(asked.fact);
    await expect(reply.locator('.chat-sources a').first()).toHaveAttribute(
      'href',
      new RegExp(`^${asked.page}`),
    );
  }
  // A source opens with no network: the page is on the phone.
  await page.locator('.chat-message--assistant').nth(1).locator('.chat-sources a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Vision/);
  await page.goBack();
  await expect(page.locator('.chat-message--user')).toHaveCount(5);

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const { conversations } = (await (await page.request.get('/api/chat/conversations')).json()) as {
          conversations: { id: string }[];
        };
        const texts = await Promise.all(
          conversations.map(async ({ id }) => {
            const detail = (await (await page.request.get(`/api/chat/conversations/${id}`)).json()) as {
              messages: { role: string; text: string }[];
            };
            return detail.messages.filter((m) => m.role === 'user').map((m) => m.text);
          }),
        );
        return texts.flat();
      },
      { timeout: 60_000 },
    )
    .toEqual(ASKED_OFFLINE.map((asked) => asked.question));
});
