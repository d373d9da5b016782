// The evaluation sets themselves (README.md here): every file in this folder, every entry's shape,
// ids unique across the sets, every `expect` path a public page exactly as the site serves it (the
// compiled content and the route table's public static pages), and every key fact word for word on
// the entry's first right page. A page edited so that a set's fact is no longer on it fails here,
// not silently in the figures.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../../../scripts/content/compile';
import { pagePath } from '../../../shared/chat-engine/found-passage';
import { quoteLines } from '../../../shared/quote-options';
import { routeTable } from '../../../shared/route-table';
import { testChatPassagesFile } from '../../test/test-app';
import { plainText, type ChatPassagesFile } from '../passages';
import type { EvalEntry } from './entry';
import { readable } from './quality';

const folder = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));

const compiled = compileContent();
const pages = new Set(compiled.keys());
for (const route of routeTable) {
  const isPublic = route.render === 'static' && route.guards.length === 0 && route.sitemap;
  if (isPublic && !/[:*]/.test(route.pattern)) pages.add(route.pattern);
}

/** Every string a page's payload holds (its text, lists, FAQs, checklist items), as a reader sees it. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [plainText(value)]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** Each page's words: the compiled page, and the chat's passages (agency facts, the calculator). */
const pageText = new Map<string, string>();
const addText = (path: string, text: string) =>
  pageText.set(path, `${pageText.get(path) ?? ''} ${readable(text)}`);
for (const [path, payload] of compiled) addText(path, stringsOf(payload).join(' '));
const passages = (JSON.parse(readFileSync(testChatPassagesFile(), 'utf8')) as ChatPassagesFile).passages;
for (const p of passages) addText(pagePath(p.url), `${p.title} ${p.heading} ${p.text}`);

const FIELDS = new Set(['id', 'question', 'lang', 'kind', 'expect', 'facts', 'previous']);

function problemsOf(entry: EvalEntry): string[] {
  const problems: string[] = [];
  const extra = Object.keys(entry).filter((key) => !FIELDS.has(key));
  if (extra.length) problems.push(`unknown fields ${extra.join(', ')}`);
  if (typeof entry.question !== 'string' || !entry.question.trim()) problems.push('no question');
  if (entry.previous !== undefined && !entry.previous.trim()) problems.push('an empty previous question');
  if (!['en', 'es'].includes(entry.lang)) problems.push(`lang ${entry.lang}`);
  const e = entry.expect as never as Record<string, unknown> & string[];
  const facts = entry.facts ?? [];
  if (entry.kind !== 'info' && facts.length) problems.push('facts on a question that is not informational');
  switch (entry.kind) {
    case 'info': {
      if (!Array.isArray(e) || e.length < 1 || e.length > 3) return [...problems, 'expect 1 to 3 paths'];
      for (const path of e) if (!pages.has(path)) problems.push(`${path} is not a public page`);
      const text = pageText.get(e[0]!) ?? '';
      for (const fact of facts)
        if (!text.includes(readable(fact))) problems.push(`"${fact}" is not on ${e[0]}`);
      break;
    }
    case 'quote':
      if (e?.intent !== 'quote' || !quoteLines.includes(e.line as never))
        problems.push(`quote line ${e?.line}`);
      break;
    case 'agent':
      if (e?.intent !== 'agent') problems.push("expect { intent: 'agent' }");
      break;
    case 'none':
      if (e?.none !== true) problems.push('expect { none: true }');
      break;
    default:
      problems.push(`kind ${String(entry.kind)}`);
  }
  return problems;
}

describe('the chat evaluation sets', () => {
  it('are every JSON file here, held-out ones included', () => {
    expect(files).toContain('dev.json');
    expect(files.filter((name) => name.startsWith('held-out')).length).toBeGreaterThanOrEqual(3);
  });

  it('have entries of a valid shape, with unique ids, public pages and facts on the first right page', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const file of files) {
      const entries = JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as EvalEntry[];
      for (const entry of entries) {
        const where = `${file} ${entry.id ?? '(no id)'}`;
        if (ids.has(entry.id)) problems.push(`${where}: the id is used twice`);
        ids.add(entry.id);
        for (const problem of problemsOf(entry)) problems.push(`${where}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(1000);
  });
});
