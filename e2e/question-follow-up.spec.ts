// The answer email says "reply on the question page": a member asks, an agent answers in the
// console, the member follows up on the question's page, and the agent finds the question open in
// the queue again with the follow-up under the answer.
import { expect, test } from '@playwright/test';
import { askViaApi, logInViaApi, registerViaApi } from './question-support';
import { waitForHydration } from './support';

test('a member follows up on an answered question and the agent sees it back in the queue', async ({
  browser,
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, baseURL!);
  const title = `Is a frozen pipe covered ${Date.now().toString(36)}?`;
  const question = await askViaApi(page.request, baseURL!, {
    title,
    body: 'A pipe in our crawl space froze and split last winter. Would our homeowners policy pay for it?',
    topic: 'home',
  });

  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await logInViaApi(agent.request, baseURL!, 'agent', 'harbor-agent-2026');
  await agent.goto('/dashboard/agent');
  await agent.getByRole('link', { name: title }).click();
  await agent
    .getByLabel('Your answer')
    .fill('Sudden bursts are usually covered; damage from a slow leak is not.');
  await agent.getByRole('button', { name: 'Send answer' }).click();
  await expect(agent.getByRole('status').filter({ hasText: 'Answer sent' })).toBeVisible();

  await page.goto(`/dashboard/question/${question.id}`);
  await expect(page.getByText('Sudden bursts are usually covered')).toBeVisible();
  await waitForHydration(page);
  await page
    .getByLabel('Your follow-up')
    .fill('We were away for a week and the heating was off. Does that change the answer?');
  await page.getByRole('button', { name: 'Send follow-up' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your follow-up is with our agents' }),
  ).toBeVisible();
  await expect(page.getByText('Your follow-up,')).toBeVisible();
  await expect(page.getByText('We were away for a week and the heating was off.')).toBeVisible();
  await expect(page.locator('.question__meta')).toContainText('Waiting for an answer');

  // The agent's queue shows it open again, with the follow-up after the answer.
  await agent.goto('/dashboard/agent');
  const row = agent.getByRole('listitem').filter({ has: agent.getByRole('link', { name: title }) });
  await expect(row).toContainText('Waiting for an answer');
  await agent.getByRole('link', { name: title }).click();
  await expect(agent.getByText('Follow-up from the member')).toBeVisible();
  await expect(agent.getByText('We were away for a week and the heating was off.')).toBeVisible();
  await agentContext.close();
});
