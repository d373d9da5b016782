// npm run screenshots:passkeys: the login page's "Sign in with a passkey" and the account page's
// Passkeys section with one passkey (decision 210), at phone and desktop sizes, light and dark. The
// site is served as http://localhost:<port> (a passkey belongs to a host name) and Chromium's
// virtual authenticator stands in for the fingerprint reader. Run `npm run build` first.
import { mkdirSync } from 'node:fs';
import { logIn, outDir, schemes, sizes, startSite } from './site.mjs';

const site = await startSite({ siteHost: 'localhost' });
const { base, browser } = site;

async function withAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function shot(page, name, size, scheme) {
  const file = `${outDir}/${name}-${size}-${scheme}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

try {
  mkdirSync(outDir, { recursive: true });
  let added = false;
  for (const [size, viewport] of sizes) {
    for (const scheme of schemes) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      await withAuthenticator(page);
      await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Sign in with a passkey' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      await shot(page, 'login-passkey', size, scheme);

      await logIn(page, base, 'demo', 'harbor-demo-2026');
      await page.goto(`${base}/dashboard/account`, { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: /Passkeys/ });
      if (!added) {
        // One passkey for the demo member, added as a member would: name, password, the device.
        await section.getByLabel('A name for this passkey').fill('My phone');
        await section.getByLabel('Your password').fill('harbor-demo-2026');
        await page.getByRole('button', { name: 'Add a passkey' }).click();
        await section.getByText('is added').waitFor();
        await page.reload({ waitUntil: 'networkidle' });
        added = true;
      }
      await section.getByText('My phone').waitFor();
      await page
        .locator('#account-passkeys')
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -16));
      await shot(page, 'account-passkeys', size, scheme);
      await context.close();
    }
  }
} finally {
  await site.stop();
}
