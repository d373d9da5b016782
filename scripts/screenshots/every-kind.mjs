// npm run screenshots:kinds: every kind of page in the route table (the list the bench measures,
// scripts/bench/page-kinds.ts, so a page added to the registry is photographed without anyone
// adding it here) at phone and desktop sizes, light and dark, into .screenshots/kinds/ (JPEG:
// about 160 pictures). Members' pages as the demo member, the console as the demo agent, with the
// demo's own question and a website request made here. Needs a build (npm run build).
import { mkdirSync } from 'node:fs';
import { readPageKinds } from '../bench/site-pages.mjs';
import { logIn, outDir, schemes, sizes, startSite } from './site.mjs';

const kindsDir = `${outDir}/kinds`;
const people = {
  member: ['demo', 'harbor-demo-2026'],
  agent: ['agent', 'harbor-agent-2026'],
};

/** The ids the members' pages need: the demo member's first question and a website request. */
async function madeIds(page, base, build) {
  const questions = await (await page.request.get(`${base}/api/questions`)).json();
  const requested = await page.request.post(`${base}/api/website-builds`, {
    data: build,
    headers: { Origin: base },
  });
  if (!requested.ok()) throw new Error(`website request: ${requested.status()}`);
  return { question: questions.questions[0].id, build: (await requested.json()).id };
}

const site = await startSite();
const { base, browser } = site;
try {
  mkdirSync(kindsDir, { recursive: true });
  const { kinds, build } = readPageKinds();
  const ids = {};
  for (const who of ['visitor', 'member', 'agent']) {
    const list = kinds.filter((kind) => kind.who === who);
    for (const [size, viewport] of sizes) {
      for (const scheme of schemes) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
        const page = await context.newPage();
        if (who !== 'visitor') await logIn(page, base, ...people[who]);
        if (who === 'member' && !ids.question) Object.assign(ids, await madeIds(page, base, build));
        for (const kind of list) {
          const path = kind.path.replace('{question}', ids.question).replace('{build}', ids.build);
          await page.goto(base + path, { waitUntil: 'networkidle' });
          // The final layout: the screen's shell and placeholders gone (decision 195).
          await page
            .waitForFunction(() => !document.querySelector('[data-screen-shell], .skeleton'), null, {
              timeout: 15_000,
            })
            .catch(() => console.warn(`[shots] ${path} still shows a placeholder`));
          const file = `${kindsDir}/${kind.name}-${size}-${scheme}.jpg`;
          await page.screenshot({ path: file, type: 'jpeg', quality: 60 });
          console.log(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await site.stop();
}
