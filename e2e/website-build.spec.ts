// The website build end to end on the real server and database: a new member goes through the
// wizard (a reload mid-way keeps the draft and the step), sends it; an agent moves its status and
// adds a note in the console; the member's dashboard shows the new status and the status email
// is in the outbox. Screenshots of the wizard, the review and the queue at phone and desktop sizes.
import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, expect, test } from './fixtures';
import { waitForHydration, watchConsole } from './support';
import { axeViolations } from './axe';

const SHOTS = '.tmp/screenshots/website-build';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

/**
 * Full-page screenshots at both sizes, and the phone in dark colours, for a person to look at, when
 * E2E_SCREENSHOTS is set: nothing checks them, and their 21 shots took a third of the journey's
 * minute on a busy machine. Either way the journey goes on at the desktop size.
 */
async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) {
    await page.setViewportSize(SIZES[1]!);
    return;
  }
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES[0]!);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/${name}-phone-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(SIZES[1]!);
}

interface DevEmail {
  subject: string;
  textBody: string;
}

/** The emails to an address, newest first, from the development outbox page (loopback only). */
async function emailsTo(request: APIRequestContext, to: string): Promise<DevEmail[]> {
  const res = await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { emails: DevEmail[] }).emails;
}

/** Runs in the page: the step of the wizard's draft as stored in IndexedDB (what a reload reads). */
function storedStep(): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('kv').objectStore('kv').get('member:draft:website-build');
      read.onsuccess = () => resolve((read.result as { step?: number } | undefined)?.step ?? null);
      read.onerror = () => reject(read.error);
    };
  });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a member asks for a website, an agent moves it on, and the member sees and is emailed the status', async ({
  page,
  member: user,
  contextAs,
}) => {
  // Two axe passes, the whole wizard with a reload, and two people: on a shared two-core machine
  // it can outlast the default minute under load, as the other journeys with axe passes do (header-menu, members-accessibility).
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const business = `Whitcomb Insurance ${Date.now().toString(36)}`;
  await page.goto('/dashboard/WebsiteBuild');
  await waitForHydration(page);

  // Step 1, first sent empty: the summary lists the problems and focus goes to the first field.
  await expect(stepHeading(page, 'Your business')).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeFocused();
  await shoot(page, 'wizard-errors');
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('An independent insurance agent').check();
  await page.getByLabel('Town or city').fill('Bangor');
  await page.getByLabel('State', { exact: true }).selectOption('ME');
  await next(page);

  // Step 2: the step heading takes focus.
  await expect(stepHeading(page, 'Licence numbers')).toBeFocused();
  await page.getByLabel('National Producer Number (optional)').fill('19283746');
  await page.getByLabel('State of your resident licence').selectOption('ME');
  await page.getByLabel('Resident licence number (optional)').fill('PRR123456');
  await next(page);

  await expect(stepHeading(page, 'Lines you sell')).toBeFocused();
  await page.getByLabel('Auto', { exact: true }).check();
  await page.getByLabel('Home and renters').check();
  await next(page);

  // Mid-way: a reload keeps the draft and the step; Back shows every answer as typed.
  await expect(stepHeading(page, 'The look')).toBeVisible();
  // The draft is written as it changes; the reload comes once the move to this step is stored.
  await expect.poll(() => page.evaluate(storedStep)).toBe(3);
  await page.reload();
  await waitForHydration(page);
  await expect(stepHeading(page, 'The look')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Auto', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Home and renters')).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Resident licence number (optional)')).toHaveValue('PRR123456');
  await next(page);
  await next(page);

  await expect(stepHeading(page, 'The look')).toBeFocused();
  await expect(page.locator('svg.template-preview')).toHaveCount(3);
  await page.getByRole('radio', { name: /Meadow/ }).check();
  await shoot(page, 'wizard-look');
  await next(page);

  await page.getByLabel('About us').check();
  await page.getByLabel('Quote request form').check();
  await next(page);

  await page.getByLabel('I already own a domain').check();
  await next(page);
  await expect(page.getByRole('link', { name: 'Domain name: Enter the domain you own.' })).toBeVisible();
  await page.getByLabel('Domain name').fill('whitcombinsurance.com');
  await next(page);

  await page.getByLabel('Contact name').fill(`${user.firstName} ${user.lastName}`);
  await page.getByLabel('Contact email').fill(user.email);
  await page.getByLabel('Contact phone').fill(user.phone);
  await next(page);

  // The review lists every answer with a way back to each step.
  await expect(stepHeading(page, 'Check and send')).toBeFocused();
  const review = page.locator('.build-review');
  await expect(review.getByText(business)).toBeVisible();
  await expect(review.getByText('Auto, Home and renters')).toBeVisible();
  await expect(review.getByText('Meadow')).toBeVisible();
  await expect(review.getByText('whitcombinsurance.com')).toBeVisible();
  expect(await axeViolations(page, { within: '#main' })).toEqual([]);
  await shoot(page, 'review');
  await page.getByRole('button', { name: 'Send my request' }).click();

  await expect(page.getByText('Thank you: your request is with our team.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${business}: Submitted` })).toBeVisible();
  await expect(page.locator('.build-timeline').getByText('Request sent')).toBeVisible();
  await shoot(page, 'request-submitted');

  // The agent finds it in the queue, moves it on with a note, then adds a note alone.
  const agentContext = await contextAs(AGENT);
  const agent = await agentContext.newPage();
  await agent.goto('/dashboard/agent/website-builds');
  await expect(agent.getByRole('heading', { level: 2, name: 'Website builds' })).toBeVisible();
  await agent.getByRole('link', { name: business }).click();
  await expect(agent.getByRole('heading', { level: 2, name: business })).toBeVisible();
  await agent.getByLabel('New status').selectOption('in_progress');
  await agent.getByLabel('Note to the member (optional)').fill('We have started on your home page.');
  await agent.getByRole('button', { name: 'Move and email the member' }).click();
  await expect(agent.locator('.console__status')).toHaveText('Moved to in progress. The member was emailed.');
  await agent.getByLabel('Your note').fill('Please send us your logo when you can.');
  await agent.getByRole('button', { name: 'Add the note' }).click();
  await expect(agent.locator('.console__status')).toHaveText('Note added. The member was emailed.');
  expect(await axeViolations(agent)).toEqual([]);
  await shoot(agent, 'agent-detail');
  await agent.goto('/dashboard/agent/website-builds');
  await expect(agent.getByRole('link', { name: business })).toBeVisible();
  await shoot(agent, 'agent-queue');
  await agentContext.close();

  // The member's dashboard card and page show the new status and the notes.
  await page.goto('/dashboard');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Your website' }) });
  await expect(card.getByText('In progress')).toBeVisible();
  await shoot(page, 'dashboard-card');
  await card.getByRole('link', { name: 'See its progress and notes' }).click();
  await expect(page.getByRole('heading', { name: `${business}: In progress` })).toBeVisible();
  await expect(page.getByText('Please send us your logo when you can.')).toBeVisible();

  // Both changes wrote an email to the member, with the note and the way to stop them.
  let emails: DevEmail[] = [];
  await expect
    .poll(async () => {
      emails = await emailsTo(page.request, user.email);
      return emails.map((email) => email.subject);
    })
    .toEqual(expect.arrayContaining(['Your website: in progress', 'A note about your website']));
  const status = emails.find((email) => email.subject === 'Your website: in progress');
  expect(status?.textBody).toContain('We have started on your home page.');
  expect(status?.textBody).toMatch(/Unsubscribe: http:\/\/[^\s]+\/subscribe\/unsubscribe\?token=/);
  expect(problems).toEqual([]);
});

test('the website build console is closed to members', async ({ page, member: _member }) => {
  await page.goto('/dashboard/agent/website-builds');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Agent console');
  const res = await page.request.get('/api/agent/website-builds');
  expect(res.status()).toBe(403);
});
