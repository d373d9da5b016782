// The chat assistant end to end on the real server, database and service worker: a
// member's question gets a reply that streams in with sources that open the site's pages; the
// conversation reopens offline from the launcher shortcut's URL; "Talk to an agent" makes a
// question the agents see.
import type { Page } from '@playwright/test';
import { AGENT, expect, test } from './fixtures';
import { logInViaApi } from './question-support';
import { waitForHydration, waitForWorker, watchConsole } from './support';

const QUESTION = 'What does Medicare Part B cover?';

/** Opens the chat for the page's member (the `member` fixture: a new account, with no conversation yet). */
async function openChat(page: Page): Promise<void> {
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
}

/** Records each length the growing reply takes, so the journey can tell a stream from one block. */
function recordReplyLengths(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { replyLengths: number[] }).replyLengths = seen;
    new MutationObserver(() => {
      const replies = document.querySelectorAll('.chat-message--assistant .chat-reply');
      const length = replies[replies.length - 1]?.textContent?.length ?? 0;
      if (length && seen[seen.length - 1] !== length) seen.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function ask(page: Page, message: string): Promise<void> {
  const box = page.getByLabel('Your message');
  await box.fill(message);
  // Still there once the screen has settled: a box that lost the words leaves Send disabled.
  await expect(box).toHaveValue(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Stored and fetched back: the reply's sources are listed and the composer is free again.
  await expect(
    page.locator('.chat-message--assistant').last().locator('.chat-sources a').first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
}

test('a member asks and the reply streams in, with a source link that opens the page it quotes', async ({
  page,
  member: _member,
}) => {
  const problems = watchConsole(page);
  await openChat(page);
  await recordReplyLengths(page);
  await ask(page, QUESTION);

  const thread = page.getByRole('region', { name: QUESTION });
  await expect(thread.locator('.chat-message--user')).toHaveText(/What does Medicare Part B cover\?/);
  const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
  expect(lengths.length, 'the reply was seen partly written before it was whole').toBeGreaterThan(1);
  await expect(page.getByRole('navigation', { name: 'Your conversations' })).toContainText(QUESTION);
  // The Medicare notice ends the answer as small print, not as body text as long as the answer.
  const reply = thread.locator('.chat-message--assistant .chat-reply');
  const notice = reply.locator('p', { hasText: 'We do not offer every plan available in your area.' });
  await expect(notice).toHaveClass('chat-reply__note');
  const size = (at: typeof notice) => at.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(await size(notice)).toBeLessThan(await size(reply.locator('p').first()));

  const source = thread.locator('.chat-message--assistant .chat-sources a').first();
  const href = (await source.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[a-z]/);
  const title = (await source.textContent())?.trim() ?? '';
  await source.click();
  // The source may be a section of its page ("/resources/medicare-guide#part-b"): the page opens there.
  const quoted = new URL(href, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === quoted.pathname && url.hash === quoted.hash);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("the installed app's start page takes a member to their dashboard, whose last chat resumes", async ({
  page,
  member: _member,
}) => {
  await openChat(page);
  await ask(page, 'Is flood damage covered by my homeowners policy?');
  await page.goto('/?source=pwa'); // the manifest's start_url
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: /flood/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat/);
  await expect(page.locator('.chat-message--user').first()).toContainText('flood damage');
  // The home page itself stays the home page when a member follows a link to it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/$/);
});

test('the home page leads to the chat: a member straight in, a visitor by way of the login', async ({
  page,
  browser,
  member: _member,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Open the chat assistant' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Open the chat assistant' }).click();
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fchat$/);
  await visitor.context().close();
});

test('offline, the shortcut URL opens the chat with its history and keeps a new message until online', async ({
  page,
  context,
  member: _member,
}) => {
  // A device that does not hold the guides (decision 264): it keeps the message; one that does
  // answers it itself (e2e/chat-offline.spec.ts).
  await context.route('**/chat-passages.json', (route) => route.abort());
  await openChat(page);
  await waitForWorker(page);
  await ask(page, 'Is flood damage covered by my homeowners policy?');

  await context.setOffline(true);
  await page.goto('/dashboard/chat?resume=last'); // the manifest shortcut's URL
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
  // The last conversation is open, with no press.
  await expect(page.locator('.chat-message--user').first()).toContainText('flood damage');
  await expect(page.locator('.chat-message--assistant .chat-sources a').first()).toBeVisible();

  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline, so the assistant' }),
  ).toBeVisible();
  // Said once, by the message box: the site-wide offline bar stays off this screen.
  await expect(page.getByText('You are offline.', { exact: true })).toHaveCount(0);
  await page.getByLabel('Your message').fill('Thanks, and what about sewer backup?');
  await page.getByRole('button', { name: 'Send later' }).click();
  await expect(page.getByText('Your message is saved on this device')).toBeVisible();

  await context.setOffline(false);
  await expect(page.locator('.chat-message--user')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.locator('.chat-message--user').last()).toContainText('sewer backup');
  await expect(page.locator('.chat-message--assistant')).toHaveCount(2, { timeout: 20_000 });
});

test('a message the server took before the connection failed shows once, with its reply', async ({
  page,
  member: _member,
}) => {
  await openChat(page);
  await ask(page, 'Is flood damage covered by my homeowners policy?');
  // The request reaches the server and is stored; the answer never comes back (a reconnect, a
  // tunnel): the browser reports a network failure, as it does when the signal drops mid-request.
  await page.route('**/api/chat', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await ask(page, 'What about water that backs up through a drain?');
  await expect(page.locator('.chat-message--user')).toHaveCount(2);
  await expect(page.locator('.chat-message--assistant')).toHaveCount(2);
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('"Talk to an agent" asks first, then makes one question the agents see', async ({
  page,
  playwright,
  baseURL,
  member: _member,
}) => {
  await openChat(page);
  await ask(page, 'Can I change my Medicare Advantage plan mid-year?');

  await page.getByRole('button', { name: 'Talk to an agent' }).first().click();
  await expect(page.getByRole('heading', { name: 'Talk to an agent' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to an agent' }).click();
  const link = page.getByRole('link', { name: 'See your question' });
  await expect(link).toBeVisible();
  const questionId = ((await link.getAttribute('href')) ?? '').split('/').pop()!;
  expect(questionId).toMatch(/^[0-9a-f-]{36}$/);

  const agent = await playwright.request.newContext({ baseURL });
  await logInViaApi(agent, baseURL!, AGENT.username, AGENT.password);
  const queue = await (await agent.get('/api/agent/questions')).json();
  const handed = queue.items.find((q: { id: string }) => q.id === questionId);
  expect(handed?.title).toContain('Medicare Advantage');
  await agent.dispose();

  await link.click();
  await expect(page).toHaveURL(`/dashboard/question/${questionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Medicare Advantage');
});

test('offline, "Talk to an agent" is kept on the device and makes one question once back online', async ({
  page,
  context,
  member: _member,
}) => {
  await openChat(page);
  await ask(page, 'Can my wife stay on my Medigap plan if I die first?');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Talk to an agent' }).first().click();
  await expect(page.getByText('You are offline: it is kept on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Send to an agent' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved on this device for our agents' }),
  ).toBeVisible();

  await context.setOffline(false);
  const link = page.getByRole('link', { name: 'See your question' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const questionId = ((await link.getAttribute('href')) ?? '').split('/').pop()!;

  // One question, this member's only one (the member is a new account for this journey).
  const mine = (await (await page.request.get('/api/questions')).json()) as { questions: { id: string }[] };
  expect(mine.questions.map((q) => q.id)).toEqual([questionId]);
  // Nothing is left waiting: the site-wide notice has nothing to repeat.
  await expect(page.getByText('request to talk to an agent is queued')).toHaveCount(0);
});

test.describe('a conversation started while the list is still on its way', () => {
  // Page requests only, so the route below sees the list's request.
  test.use({ serviceWorkers: 'block' });

  test('stays in the list and on the device when the older list arrives', async ({
    page,
    member: _member,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/conversations', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      // The list as the server has it now, answered only after the first message has its reply.
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer });
    });
    await page.goto('/dashboard/chat');
    await waitForHydration(page);
    const question = 'Does my home insurance cover a burst pipe?';
    await ask(page, question);

    const listArrived = page.waitForResponse('**/api/chat/conversations');
    release();
    await listArrived;
    // Long enough for the page to take the list in; the list is answered from memory.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(page.getByRole('navigation', { name: 'Your conversations' })).toContainText(question);
    const onDevice = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('harbor-point');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('kv').objectStore('kv').get('member:chat');
            read.onsuccess = () =>
              resolve(
                Object.values((read.result as { details: Record<string, { title: string }> }).details).map(
                  (detail) => detail.title,
                ),
              );
            read.onerror = () => reject(read.error);
          };
        }),
    );
    expect(onDevice.some((title) => title.includes('burst pipe'))).toBe(true);
  });
});
