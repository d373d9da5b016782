// The chat is an app screen: it never scrolls as a whole, its message list scrolls
// inside and the composer stays in view, with 200 messages, on a phone and on a desktop; the
// message box is two key presses from the top; the member's own message shows once after Send;
// and the screen does not jump as it loads.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { chatTurn, seedConversation } from './chat-support';
import { layoutShift, watchLayoutShift } from './layout-shift';
import { waitForHydration } from './support';

/** What the journey reads of the screen's geometry. */
async function screenGeometry(page: Page) {
  return page.evaluate(() => {
    const box = document.getElementById('chat-message')!.getBoundingClientRect();
    const send = document.querySelector('.chat-composer button')!.getBoundingClientRect();
    return {
      scrollHeight: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
      composerTop: box.top,
      composerBottom: Math.max(box.bottom, send.bottom),
      footers: document.querySelectorAll('footer').length,
    };
  });
}

async function expectOneScreen(page: Page) {
  const geometry = await screenGeometry(page);
  expect(geometry.scrollHeight, 'the page does not scroll as a whole').toBe(geometry.viewport);
  expect(geometry.composerTop).toBeGreaterThan(0);
  expect(geometry.composerBottom, 'the composer is in view').toBeLessThanOrEqual(geometry.viewport);
  expect(geometry.footers, 'no site footer').toBe(0);
}

/** Counts, from now on, the most copies of `text` shown at once as the member's own message. */
async function watchOwnCopies(page: Page, text: string) {
  await page.evaluate((text) => {
    const w = window as unknown as { __copies: number };
    w.__copies = 0;
    const count = () => {
      const copies = [...document.querySelectorAll('.chat-message--user .chat-message__text')].filter(
        (node) => node.textContent === text,
      ).length;
      w.__copies = Math.max(w.__copies, copies);
    };
    new MutationObserver(count).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __copies: number }).__copies);
}

/**
 * Delivers the reply's events one at a time, 30 ms apart, as a slow network or a model would: the
 * journeys' server composes replies at once (no pace in tests), which hides what happens while a
 * reply is still arriving. The page's own fetch, wrapped before the app starts.
 */
async function paceReplies(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (init?.method !== 'POST' || url.pathname !== '/api/chat' || !response.body) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          for (const event of decoder.decode(value, { stream: true }).split(/(?<=\n\n)/)) {
            await new Promise((resolve) => setTimeout(resolve, 30));
            controller.enqueue(encoder.encode(event));
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

/**
 * The screen at one size, with the long conversation open: one screen, the composer in view, the
 * newest message in view, axe clean; then a message sent from it shows once while its reply streams
 * and after, and the conversation grows by the two.
 */
async function checkLongConversation(page: Page, size: { width: number; height: number }, longId: string) {
  const { request } = page.context();
  const before = (await (await request.get(`/api/chat/conversations/${longId}`)).json()).messages.length;
  await page.setViewportSize(size);
  await page.goto('/dashboard/chat');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
  // The heading is in the screen's prerendered shell (decision 195): the chat itself is there
  // once its message box is.
  await expect(page.getByLabel('Your message')).toBeVisible();
  await expectOneScreen(page);

  // The keyboard's way to the message box: the first Tab stop is a skip link to it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the message box' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your message')).toBeFocused();

  const list = page.getByRole('navigation', { name: 'Your conversations' });
  const toggle = list.getByRole('button', { name: /^Conversations \(7\)$/ });
  // Known from the size, not asked of the page: the list's count arrives after the box does, and
  // a toggle not yet named "(7)" read as "no toggle" (a wait for a hidden list until timeout).
  if (size.width < 600) {
    // On a phone the list opens over the thread; Escape closes it and returns to its button.
    await toggle.click();
    await list.getByRole('button', { name: /turn 1\)/ }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
  }
  await list.getByRole('button', { name: /turn 1\)/ }).click();
  await expect(page.locator('.chat-message')).toHaveCount(before);
  await expectOneScreen(page);
  // The newest message is in view, above the composer.
  await expect(page.locator('.chat-message').last()).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);

  const question = `Does my policy cover a rental car abroad? (${size.width} px)`;
  const copies = await watchOwnCopies(page, question);
  await page.getByLabel('Your message').fill(question);
  await page.getByLabel('Your message').press('Enter');
  await expect(page.locator('.chat-message')).toHaveCount(before + 2, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible({ timeout: 20_000 });
  // The stored conversation has replaced the live turn by now (its reply has its message id).
  await expect
    // A reset on a kept-alive connection the server was closing as it was reused is asked again,
    // as a browser does for a GET (the request context does not).
    .poll(async () =>
      request
        .get(`/api/chat/conversations/${longId}`)
        .then((response) => response.json())
        .catch(() => undefined),
    )
    .toMatchObject({ messages: expect.arrayContaining([expect.objectContaining({ text: question })]) });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await copies(), "the member's message was never shown twice").toBe(1);
  await expect(page.locator('.chat-message--user').filter({ hasText: question })).toHaveCount(1);
  await expectOneScreen(page);
  await expect(page.locator('.chat-message').last()).toBeInViewport();
}

// One member's long history, opened on a phone and then on a desktop (the history is made through
// the chat API, 100 turns: once, not once a size).
test("with 200 messages the chat is one screen at 390x844 and 1366x900, its composer in view and the member's message shown once", async ({
  page,
  context,
  baseURL,
  member: _member,
}) => {
  test.setTimeout(180_000);
  await paceReplies(page);
  const longId = await seedConversation(context.request, baseURL!, 100);
  // More saved conversations: each is a Tab stop in the list on a wide screen.
  for (let n = 1; n <= 6; n += 1) await chatTurn(context.request, baseURL!, `Short question ${n}`);
  const detail = await (await context.request.get(`/api/chat/conversations/${longId}`)).json();
  expect(detail.messages).toHaveLength(200);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ])
    await checkLongConversation(page, size, longId);
});

test("a new conversation's first message shows once while its reply streams and after", async ({
  page,
  member: _member,
}) => {
  await paceReplies(page);
  await page.goto('/dashboard/chat');
  await waitForHydration(page);
  const question = 'What is the difference between term and whole life insurance?';
  const copies = await watchOwnCopies(page, question);
  await page.getByLabel('Your message').fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.chat-message--assistant .chat-sources a').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('navigation', { name: 'Your conversations' })).toContainText(question);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
  expect(await copies()).toBe(1);
});

test.describe('as it loads', () => {
  test.use({ serviceWorkers: 'block' });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${size.width}x${size.height} the chat screen with a real session does not jump`, async ({
      page,
      context,
      baseURL,
      member: _member,
    }) => {
      await page.setViewportSize(size);
      for (let n = 1; n <= 3; n += 1) await chatTurn(context.request, baseURL!, `Question number ${n}`);
      await watchLayoutShift(page);
      await page.goto('/dashboard/chat');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('navigation', { name: 'Your conversations' })).toContainText(
        'Conversations (3)',
      );
      const shift = await layoutShift(page);
      test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(0.1);
    });
  }
});
