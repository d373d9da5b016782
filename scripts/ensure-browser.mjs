// Finds a Chromium for the browser tests, installing Debian's package when we are root on Debian.
// Playwright cannot download its own browser on machines without internet, so we look for one.
//
// Two kinds (decision 020): the journeys run in Chromium's headless shell, the build Playwright
// itself uses for headless runs, which costs about a third less CPU per page than the full browser
// (measured: 12 pages, 11.7 against 18.2 CPU-seconds); Lighthouse measures in the full browser, as
// a person's Chrome renders. Where the shell cannot be had, the journeys use the full browser.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const candidates = {
  shell: ['/usr/bin/chromium-headless-shell'],
  full: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
};
const debianPackage = { shell: 'chromium-headless-shell', full: 'chromium' };

function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function findBrowser(kind) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = (list) => list.find((path) => existsSync(path));
  if (kind === 'shell') return system(candidates.shell);
  return playwrightOwn() ?? system(candidates.full);
}

function isRootOnDebian() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

function aptInstall(name) {
  console.log(`No ${name} found: installing Debian's "${name}" package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', name], { stdio: 'inherit', env });
  if (install().status === 0) return;
  // The package lists may be missing on a fresh machine: refresh them once and try again.
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  install();
}

function locate(kind) {
  let path = findBrowser(kind);
  if (!path && isRootOnDebian()) {
    aptInstall(debianPackage[kind]);
    path = findBrowser(kind);
  }
  return path;
}

/**
 * The path of a usable Chromium, or exits with a message saying what to install. `kind` 'shell'
 * (the journeys) takes the headless shell and falls back to the full browser; 'full' (Lighthouse,
 * screenshots) wants the full browser.
 */
export function ensureBrowser(kind = 'full') {
  const path = (kind === 'shell' && locate('shell')) || locate('full');
  if (!path) {
    console.error(
      [
        'The browser tests need Chromium and none was found.',
        'Install one of these, then run the tests again:',
        "  - Playwright's own browser: npx playwright install chromium",
        '  - Debian or Ubuntu: sudo apt-get install chromium-headless-shell (or chromium)',
        '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
  try {
    execFileSync(path, ['--version'], { stdio: 'ignore', timeout: 20_000 });
  } catch {
    console.error(`Found ${path}, but it does not start (\`${path} --version\` failed).`);
    process.exit(1);
  }
  return path;
}

// `node scripts/ensure-browser.mjs shell|full|both`: 'both' is the journeys' (the shell for all, the
// full browser for the notification journey, decision 240).
if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2];
  if (kind === 'both') console.log(`${ensureBrowser('shell')}\n${ensureBrowser('full')}`);
  else console.log(ensureBrowser(kind === 'shell' ? 'shell' : 'full'));
}

/**
 * The full browser even where CHROMIUM_PATH names the headless shell (the journeys' default), or
 * undefined: for a journey that needs what the shell lacks, such as notifications (decision 240).
 */
export function fullBrowserPath() {
  return playwrightOwn() ?? candidates.full.find((path) => existsSync(path));
}
