/* global URL, console, process */
// Checks the chat's evaluation sets (README.md here): every entry has a valid shape, ids are
// unique across the sets, and every `expect` path of an informational question is a public page
// of the site exactly as the site serves it: the compiled content's pages (src/content) and the
// route table's public static pages without parameters (the quote form, the retirement calculator).
// Legacy redirects, member-only pages and pages kept out of the sitemap do not count.
// Run: node src/server/chat/eval/check-urls.mjs (exit code 1 on any problem).
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const here = new URL('.', import.meta.url);
const { compileContent } = await tsImport('../../../../scripts/content/compile.ts', import.meta.url);
const { routeTable } = await tsImport('../../../shared/route-table.ts', import.meta.url);
const { quoteLines } = await tsImport('../../../shared/quote-options.ts', import.meta.url);

const pages = new Set(compileContent().keys());
for (const route of routeTable) {
  const isPublic = route.render === 'static' && route.guards.length === 0 && route.sitemap;
  if (isPublic && !/[:*]/.test(route.pattern)) pages.add(route.pattern);
}
const lines = new Set(quoteLines);

const problems = [];
const ids = new Set();
let count = 0;
for (const file of [
  'dev.json',
  'dev-2.json',
  'dev-3.json',
  'dev-4.json',
  'dev-5.json',
  'dev-6.json',
  'dev-7.json',
  'held-out.json',
]) {
  const entries = JSON.parse(await readFile(new URL(file, here), 'utf8'));
  for (const entry of entries) {
    count += 1;
    const where = `${file} ${entry.id ?? '(no id)'}`;
    const keys = Object.keys(entry).sort().join(',');
    if (keys !== 'expect,id,kind,lang,question') problems.push(`${where}: fields are ${keys}`);
    if (ids.has(entry.id)) problems.push(`${where}: the id is used twice`);
    ids.add(entry.id);
    if (typeof entry.question !== 'string' || !entry.question.trim()) problems.push(`${where}: no question`);
    if (!['en', 'es'].includes(entry.lang)) problems.push(`${where}: lang ${entry.lang}`);
    const e = entry.expect;
    switch (entry.kind) {
      case 'info':
        if (!Array.isArray(e) || e.length < 1 || e.length > 3) problems.push(`${where}: expect 1 to 3 paths`);
        else
          for (const path of e) if (!pages.has(path)) problems.push(`${where}: ${path} is not a public page`);
        break;
      case 'quote':
        if (e?.intent !== 'quote' || !lines.has(e.line)) problems.push(`${where}: quote line ${e?.line}`);
        break;
      case 'agent':
        if (e?.intent !== 'agent') problems.push(`${where}: expect { intent: 'agent' }`);
        break;
      case 'none':
        if (e?.none !== true) problems.push(`${where}: expect { none: true }`);
        break;
      default:
        problems.push(`${where}: kind ${entry.kind}`);
    }
  }
}
if (problems.length) {
  console.error(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${count} entries checked against ${pages.size} public pages: all valid`);
