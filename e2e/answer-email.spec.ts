// The answer email end to end: a member asks with "Email me when an agent
// answers" ticked, an agent answers in the console, the email worker delivers over real SMTP to the
// loopback server, and the link in the email opens the answer.
import { AGENT, expect, test } from './fixtures';
import { deliveredTo } from './mail';
import { waitForHydration } from './support';

test('an agent answers and the answer email arrives over SMTP with a link to the answer', async ({
  page,
  member,
  contextAs,
}) => {
  const title = `Is a backup sump pump covered ${Date.now().toString(36)}?`;

  await page.goto('/dashboard/ask');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ask');
  await waitForHydration(page);
  await page.getByLabel('Your question in one line').fill(title);
  await page
    .getByLabel('Details')
    .fill(
      'Our basement flooded last spring when the power went out. Would a backup pump failure be covered?',
    );
  await page.getByLabel('Topic').selectOption('home');
  await expect(page.getByLabel('Email me when an agent answers')).toBeChecked();
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questionPath = new URL(page.url()).pathname;

  const agent = await (await contextAs(AGENT)).newPage();
  await agent.goto('/dashboard/agent');
  await agent.getByRole('link', { name: title }).click();
  await agent
    .getByLabel('Your answer')
    .fill(
      'Water backup cover is an add-on. Most of our carriers offer it for about $50 a year; we can add it.',
    );
  await agent.getByRole('button', { name: 'Send answer' }).click();
  await expect(agent.getByRole('status').filter({ hasText: 'Answer sent' })).toBeVisible();

  const email = await deliveredTo(member.email, 'Your question has an answer');
  expect(email.text).toContain(title);
  // The answer stays behind the login: the email only links to it.
  expect(email.text).not.toContain('Water backup cover is an add-on');
  expect(email.listUnsubscribe).toMatch(/^List-Unsubscribe: <http.*\/api\/email\/unsubscribe\?token=/);
  const link = /https?:\/\/\S+\/dashboard\/question\/[0-9a-f-]{36}/.exec(email.text)?.[0];
  expect(link && new URL(link).pathname).toBe(questionPath);

  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('Water backup cover is an add-on')).toBeVisible();
});
