import { expect, test } from '@playwright/test';
import { askViaApi, logInViaApi, registerViaApi } from './question-support';

// The dashboard for each kind of person: a visitor learns what members get and how to join; a
// member sees their questions with an unread mark until they read the answer; an agent is led to
// the console.

test('a visitor sees what members get and the ways to log in or register', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'What members get' })).toBeVisible();
  await expect(page.getByText('Chat assistant', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute(
    'href',
    '/login?redirect=%2Fdashboard',
  );
  await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
});

test('a member sees an unread answer on the dashboard until they open the question', async ({
  browser,
  page,
  baseURL,
}) => {
  const member = await registerViaApi(page.request, baseURL!);
  const title = 'Is a Medigap plan worth it on top of Original Medicare?';
  const asked = await askViaApi(page.request, baseURL!, {
    title,
    body: 'I turn 65 in March and will have Parts A and B. Should I buy a Medigap plan as well?',
    topic: 'health',
  });
  await page.goto('/dashboard');
  // Registered a second ago: a welcome, not "welcome back".
  await expect(page.getByText(`Welcome, ${member.firstName}.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  const item = page.locator('.question-list__item').filter({ hasText: title });
  await expect(item.getByText('Waiting for an answer')).toBeVisible();
  await expect(item.getByText('new answer')).toHaveCount(0);

  // The demo agent answers, in a session of their own.
  const agentContext = await browser.newContext({ baseURL });
  await logInViaApi(agentContext.request, baseURL!, 'agent', 'harbor-agent-2026');
  const answered = await agentContext.request.post(`/api/agent/questions/${asked.id}/answers`, {
    data: {
      body: 'Often, yes: Medigap pays most of what Parts A and B leave to you. Plan G is the usual choice.',
    },
    headers: { Origin: baseURL! },
  });
  expect(answered.status()).toBe(201);

  await page.reload();
  await expect(page.getByText('You have 1 new answer.')).toBeVisible();
  await expect(item.getByText('1 new answer')).toBeVisible();
  await expect(item.getByText('Answered', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByText('Plan G is the usual choice.')).toBeVisible();

  await page.locator('main').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(item).toBeVisible();
  await expect(item.getByText('new answer')).toHaveCount(0);
  await expect(page.getByText('You have 1 new answer.')).toHaveCount(0);

  // The agent's dashboard leads to the console instead.
  const agentPage = await agentContext.newPage();
  await agentPage.goto('/dashboard');
  await expect(agentPage.getByRole('link', { name: 'Open the agent console' })).toHaveAttribute(
    'href',
    '/dashboard/agent',
  );
  await agentContext.close();
});
