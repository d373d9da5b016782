// Small text helpers shared by the knowledge-base pages. Dates: src/shared/format-date.ts.

export function minutesLabel(minutes: number, verb = 'read'): string {
  return `${minutes} minute ${verb}`;
}

// Topic slugs whose plain capitalisation would read wrongly ("Part d", "Rmds").
const SPECIAL_WORDS: Record<string, string> = {
  '401k': '401(k)',
  hsa: 'HSA',
  ira: 'IRA',
  iras: 'IRAs',
  rmds: 'RMDs',
  roth: 'Roth',
  d: 'D',
  b: 'B',
  medicare: 'Medicare',
};

/** A topic slug as words: `part-d` -> `Part D`, `roth-ira` -> `Roth IRA`, `taxes` -> `Taxes`. */
export function topicLabel(slug: string): string {
  const words = slug.split('-').map((word) => SPECIAL_WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The last segment of a path: `/categories/medicare` -> `medicare`. */
export function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}

/** "article" or "articles" after a count, so labels read naturally. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
