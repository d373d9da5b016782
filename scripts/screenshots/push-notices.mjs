// npm run screenshots:push: the dashboard's "Notices on this device" control (decision 240), off
// and blocked, at phone and desktop sizes, light and dark. "On" needs a real push service, which
// Chromium here cannot reach, so it is not shot. Run `npm run build` first.
import { mkdirSync } from 'node:fs';
import { logIn, outDir, schemes, sizes, startSite } from './site.mjs';

const site = await startSite();
const { base, browser } = site;

async function shot(page, name, size, scheme) {
  await page
    .getByRole('heading', { name: 'Notices on this device' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -120));
  const file = `${outDir}/${name}-${size}-${scheme}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

try {
  mkdirSync(outDir, { recursive: true });
  for (const [size, viewport] of sizes) {
    for (const scheme of schemes) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
      await context.grantPermissions(['notifications'], { origin: base });
      const page = await context.newPage();
      await logIn(page, base, 'demo', 'harbor-demo-2026');
      await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('checkbox', { name: /Notify me on this device/ }).waitFor();
      await shot(page, 'members-dashboard-notices', size, scheme);

      // Blocked in the browser's settings, as a person who once chose "Block" would have it.
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        permission: { name: 'notifications' },
        setting: 'denied',
        origin: base,
        browserContextId: targetInfo.browserContextId,
      });
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText(/are blocked in this browser/).waitFor();
      await shot(page, 'members-dashboard-notices-blocked', size, scheme);
      await context.close();
    }
  }
} finally {
  await site.stop();
}
