import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

// The page's JavaScript starts only once the first contentful paint is on screen (decision 076,
// src/shared/color-mode-script.ts), so the scripts never compete with the HTML and CSS for the first
// screen and Lighthouse cannot count them against the paint. Started from an animation frame, they
// were often fetched a few milliseconds before the paint was presented.
const pages = ['/', '/services/auto', '/resources/medicare-guide', '/articles/medicare/part-d-explained'];

for (const path of pages) {
  test(`${path}: no script is fetched before the first contentful paint, and the page still hydrates`, async ({
    page,
  }) => {
    // Three loads each: the race this guards against did not lose every time.
    for (let load = 0; load < 3; load += 1) {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, 'the browser reported a first contentful paint').toBeGreaterThan(0);
      expect(timing.scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
    }
  });
}
