// Finds a Chromium for the browser tests, installing Debian's package when we are root on Debian.
// Playwright cannot download its own browser on machines without internet, so we look for one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return playwrightOwn() ?? systemCandidates.find((path) => existsSync(path));
}

function isRootOnDebian() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

function aptInstallChromium() {
  console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (install().status === 0) return;
  // The package lists may be missing on a fresh machine: refresh them once and try again.
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  install();
}

/** The path of a usable Chromium, or exits with a message saying what to install. */
export function ensureBrowser() {
  let path = findBrowser();
  if (!path && isRootOnDebian()) {
    aptInstallChromium();
    path = findBrowser();
  }
  if (!path) {
    console.error(
      [
        'The browser tests need Chromium and none was found.',
        'Install one of these, then run the tests again:',
        "  - Playwright's own browser: npx playwright install chromium",
        '  - Debian or Ubuntu: sudo apt-get install chromium',
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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureBrowser());
}
