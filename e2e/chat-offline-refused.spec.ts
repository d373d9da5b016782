// A question the device answered offline that the server turns down once the device is back online
// (the member has used the hour's messages): the turn says so where it was asked, and stays on the
// device to be sent again. A server of its own, with the real limits: the suite's shared server has
// them raised fifty times for its many journeys from one address.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { defaultLimits } from '../src/server/services/rate-limit';
import { startServer, type ServerProcess } from '../src/server/test/server-process';
import { deviceAnswersCached } from './chat-support';
import { newUser, waitForWorker } from './support';

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), 'chat-refused-e2e-'));
  server = await startServer({ dataDir, from: 'build', env: { CHAT_PACE_MS: '0' } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The limits count in windows of an hour: a run that would straddle one waits for the next. */
async function clearOfHourBoundary(): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

async function openChat(page: Page): Promise<void> {
  await page.goto(`${server.url}/dashboard/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
}

test('a question answered offline that the server refuses once online is marked on its turn and kept', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await clearOfHourBoundary();
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { ...newUser(), website: '' },
    headers: { Origin: server.url },
  });
  expect(registered.status()).toBe(201);
  await openChat(page);
  await waitForWorker(page);
  await openChat(page);
  await deviceAnswersCached(page);

  // The hour's messages, used up through the API as the app sends them.
  for (let i = 0; i < defaultLimits.chatPerMember.max; i += 1) {
    const res = await page.request.post(`${server.url}/api/chat`, {
      data: { message: 'What is an HSA?' },
      headers: { Origin: server.url },
    });
    expect(res.status()).toBe(200);
    await res.text();
  }

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'answers from the guides on this device' }),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Your message').fill('does medicare pay for a nursing home');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const reply = page.locator('.chat-message--assistant').first();
  await expect(reply.locator('.chat-reply')).toContainText(
    'an agent will not see it until you are back online',
  );

  await context.setOffline(false);
  await expect(reply.locator('.chat-reply')).toContainText(
    'Our server has not taken your question yet (you have sent a lot of messages this hour)',
    { timeout: 20_000 },
  );
  await expect(reply.locator('.chat-reply')).toContainText(/nursing/i);
  await expect(
    page.getByText(/You have sent a lot of messages this hour\. Try again in \d+ minutes\./),
  ).toBeVisible();
  // Shown once, where it was asked, and still on the device after a reload.
  await expect(page.locator('.chat-message--user')).toHaveText([/does medicare pay for a nursing home/]);
  await page.reload();
  await expect(page.locator('.chat-message--user')).toHaveText([/does medicare pay for a nursing home/], {
    timeout: 20_000,
  });
  await expect(page.locator('.chat-message--assistant').first().locator('.chat-reply')).toContainText(
    'Our server has not taken your question yet',
    { timeout: 20_000 },
  );
});
