// Reads one content file: frontmatter validated by its schema, body rendered. Errors name the file
// and the field, so a writer sees at once what to fix.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { renderMarkdown, type RenderedMarkdown } from './markdown';

export class ContentError extends Error {}

export interface Loaded<T> extends RenderedMarkdown {
  data: T;
  file: string;
}

export function loadContent<S extends z.ZodType>(file: string, schema: S): Loaded<z.output<S>> {
  const shown = relative(process.cwd(), file);
  if (!existsSync(file)) throw new ContentError(`${shown}: the file is missing`);
  const parsed = matter(readFileSync(file, 'utf8'));
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(`${shown}: field "${issue.path.join('.') || '(frontmatter)'}": ${issue.message}`);
  }
  return { data: result.data, file: shown, ...renderMarkdown(parsed.content) };
}

/** Markdown file names (without .md) in a folder, sorted; none when the folder is absent. */
export function listMarkdown(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

export function listFolders(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export { join };

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
