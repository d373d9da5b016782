// Rasterises the app icons from scripts/icons/app-icon.svg, and (with --site=<url> of a running build)
// the install-sheet screenshots, using the system Chromium: sharp and resvg need platform binaries.
// The PNGs are committed, so a build never needs a browser. Run: node scripts/generate-icons.mjs [--site=...]
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const BRAND = '#0b4f8a';
const source = await readFile('scripts/icons/app-icon.svg', 'utf8');
const inner = source.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const site = process.argv.find((arg) => arg.startsWith('--site='))?.slice('--site='.length);

/** The icon's SVG at a size; `maskable` keeps the mark inside the 80 % safe circle on a full-bleed background. */
function iconSvg(size, maskable) {
  const mark = maskable
    ? `<rect width="512" height="512" fill="${BRAND}"/><g transform="translate(76.8 76.8) scale(0.7)">${inner}</g>`
    : inner;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}">${mark}</svg>`;
}

/** A shortcut icon: the brand square with one plain symbol, so each launcher entry is told apart. */
function shortcutSvg(symbol) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <rect width="96" height="96" rx="20" fill="${BRAND}"/>${symbol}</svg>`;
}

const shortcuts = {
  chat: '<path d="M20 24h56v36H44l-14 12V60H20z" fill="#fff"/>',
  quote:
    '<path d="M30 18h28l12 12v48H30z" fill="#fff"/><path d="M38 46h24M38 56h24M38 66h16" stroke="#0b4f8a" stroke-width="4"/>',
  guides:
    '<path d="M18 26c10-4 20-4 30 2v46c-10-6-20-6-30-2zM78 26c-10-4-20-4-30 2v46c10-6 20-6 30-2z" fill="#fff"/>',
  calculator:
    '<rect x="26" y="16" width="44" height="64" rx="6" fill="#fff"/><rect x="32" y="22" width="32" height="14" fill="#0b4f8a"/><g fill="#0b4f8a"><circle cx="38" cy="48" r="4"/><circle cx="48" cy="48" r="4"/><circle cx="58" cy="48" r="4"/><circle cx="38" cy="60" r="4"/><circle cx="48" cy="60" r="4"/><circle cx="58" cy="60" r="4"/><circle cx="38" cy="72" r="4"/><circle cx="48" cy="72" r="4"/><circle cx="58" cy="72" r="4"/></g>',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir('public/icons', { recursive: true });
  const page = await browser.newPage();
  async function rasterise(svg, size, file) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: file, omitBackground: true });
    console.log(`[icons] ${file}`);
  }
  for (const size of [192, 512]) await rasterise(iconSvg(size, false), size, `public/icons/icon-${size}.png`);
  await rasterise(iconSvg(512, true), 512, 'public/icons/icon-maskable-512.png');
  await rasterise(iconSvg(180, true), 180, 'public/icons/apple-touch-icon-180.png');
  for (const [name, symbol] of Object.entries(shortcuts)) {
    await rasterise(shortcutSvg(symbol), 96, `public/icons/shortcut-${name}-96.png`);
  }

  if (site) {
    await mkdir('public/screenshots', { recursive: true });
    for (const [name, viewport] of [
      ['narrow', { width: 390, height: 844 }],
      ['wide', { width: 1280, height: 800 }],
    ]) {
      const shot = await browser.newPage({ viewport, colorScheme: 'light' });
      await shot.goto(new URL('/', site).href, { waitUntil: 'networkidle' });
      await shot.screenshot({ path: `public/screenshots/${name}.png` });
      await shot.close();
      console.log(`[icons] public/screenshots/${name}.png`);
    }
  } else {
    console.log('[icons] no --site=<url>: screenshots left as they are');
  }
} finally {
  await browser.close();
}
