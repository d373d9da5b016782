// AI output is untrusted text (SECURITY.md, "Requests"): a reply carrying an <img onerror>, a
// <script>, javascript: links and remote images must do nothing in a real browser under the real
// CSP. The reply is planted in the device's chat copy (what the chat shows offline), so the test
// needs no model that misbehaves on cue.
import { expect, test } from './fixtures';
import { waitForHydration, waitForWorker } from './support';

const HOSTILE = [
  'Here is your answer. <img src="https://evil.example/onerror.png" onerror="window.__pwned = 1">',
  '',
  '[click me](javascript:window.__pwned=2) and ![tracker](https://evil.example/track.png)',
  '',
  '<script>window.__pwned = 3</script> <a href="javascript:window.__pwned=4">raw link</a>',
  '',
  '[a safe page](https://www.medicare.gov/) and [the guide](/resources/medicare-guide)',
].join('\n');

/**
 * Runs in the page: swaps the text of the last assistant message in the device's chat copy and
 * answers how many it swapped (with `text` null it only counts them). None while the app has not
 * yet stored the reply: the caller polls, so a copy read before the app's own write is never
 * written back over it.
 */
function plantReply(text: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('kv', 'readwrite').objectStore('kv');
      const read = store.get('member:chat');
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        const cache = read.result as
          | {
              summaries: unknown[];
              details: Record<string, { messages: { role: string; text: string }[] }>;
            }
          | undefined;
        let planted = 0;
        for (const detail of Object.values(cache?.details ?? {})) {
          const reply = detail.messages.filter((message) => message.role === 'assistant').at(-1);
          if (reply) {
            if (text !== null) reply.text = text;
            planted += 1;
          }
        }
        if (planted === 0 || !cache?.summaries?.length) return resolve(0);
        if (text === null) return resolve(planted);
        const write = store.put(cache, 'member:chat');
        write.onsuccess = () => resolve(planted);
        write.onerror = () => reject(write.error);
      };
    };
  });
}

test('a reply with <img onerror>, <script>, javascript: links and remote images does nothing', async ({
  page,
  context,
  member: _member,
}) => {
  const remote: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) remote.push(request.url());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/dashboard/chat');
  await waitForWorker(page);
  await waitForHydration(page);
  await page.getByLabel('Your message').fill('What does Medicare Part B cover?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.chat-message--assistant .chat-sources a').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  // Offline first, so no answer still on its way rewrites the device's copy after the plant.
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(plantReply, null), { timeout: 10_000 }).toBeGreaterThan(0);
  // The copy is changed from a page of the site that runs no app (an icon the worker holds), so
  // nothing the app still had to save (its list, a later render's write) lands over the plant.
  await page.goto('/favicon.svg');
  expect(await page.evaluate(plantReply, HOSTILE)).toBeGreaterThan(0);

  // Offline the chat shows the device's copy, now the planted one.
  await page.goto('/dashboard/chat');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Your conversations' })
    .getByRole('button', { name: /Medicare Part B/ })
    .click();
  const reply = page.locator('.chat-message--assistant .chat-reply').last();
  await expect(reply).toContainText('Here is your answer.');
  // The markup shows as text; nothing of it became an element.
  await expect(reply).toContainText('<img src="https://evil.example/onerror.png"');
  await expect(reply.locator('img, script, [onerror], [onclick]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  const hrefs = await reply.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // The assistant links only to the site's own pages: an outside address stays text.
  expect(hrefs).toEqual(['/resources/medicare-guide']);
  await expect(reply).toContainText('a safe page');

  // Clicking what a javascript: link became runs nothing either.
  await reply.getByText('click me').click();
  await context.setOffline(false);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(remote).toEqual([]);
});
