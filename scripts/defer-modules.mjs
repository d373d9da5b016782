// Build step between the client build and the prerender (decision 076): the template's module script
// and modulepreload tags become a JSON list that the inline boot script loads after first paint.
// Fetched at parse time, the 75 kB of JavaScript shared a slow connection with the HTML and CSS of
// the first screen (and Lighthouse counts it against LCP); after the paint, it no longer does.
import { readFile, writeFile } from 'node:fs/promises';
import { MODULES_ELEMENT_ID } from '../src/shared/color-mode-script.ts';

const entryPattern = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const preloadPattern = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** The template with its module tags replaced by the list; throws when there is no entry. */
export function deferModules(html) {
  const entries = [...html.matchAll(entryPattern)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`expected one module script, found ${entries.length}`);
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1]);
  const list = JSON.stringify([entries[0], ...preloads]);
  const stripped = html.replace(entryPattern, '').replace(preloadPattern, '');
  return stripped.replace(
    '</head>',
    `<script type="application/json" id="${MODULES_ELEMENT_ID}">${list}</script>\n  </head>`,
  );
}

export async function deferTemplateModules(file) {
  const html = await readFile(file, 'utf8');
  await writeFile(file, deferModules(html));
}
