// Replies are Markdown written by the assistant (or a model). We read a small subset ourselves into
// a tree that React renders as elements: no HTML string is ever set, so markup in a reply is text,
// images are never loaded (their alt text stays) and links keep only http(s) and site paths.
// A dependency-free reader also keeps the chat chunk small in the install precache (decision 115).
import { safeHref } from './safe-href';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'p'; children: Inline[] }
  | { type: 'heading'; children: Inline[] }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

// Order matters: images before links (`![` starts with `!`), bold before italics.
const INLINE =
  /!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|\*\*(.+?)\*\*|__(.+?)__|\*(\S(?:.*?\S)?)\*|_(\S(?:.*?\S)?)_|`([^`]+)`/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [all, alt, , label, href, strong, strong2, em, em2, code] = match;
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    last = match.index + all.length;
    if (alt !== undefined) out.push({ type: 'text', text: alt });
    else if (label !== undefined) {
      const safe = safeHref(href!);
      const children = parseInline(label);
      out.push(...(safe ? [{ type: 'link' as const, href: safe, children }] : children));
    } else if (strong !== undefined || strong2 !== undefined) {
      out.push({ type: 'strong', children: parseInline((strong ?? strong2)!) });
    } else if (em !== undefined || em2 !== undefined)
      out.push({ type: 'em', children: parseInline((em ?? em2)!) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
    } else if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) quoted.push(lines[i++]!.replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', children: parseBlocks(quoted.join('\n')) });
    } else if (/^#{1,6}\s/.test(line)) {
      blocks.push({ type: 'heading', children: parseInline(line.replace(/^#+\s+/, '')) });
      i += 1;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const pattern = BULLET.test(line) ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i]!))
        items.push(parseInline(pattern.exec(lines[i++]!)![1]!));
      blocks.push({ type: 'list', ordered: pattern === NUMBERED, items });
    } else {
      const para: string[] = [];
      while (
        i < lines.length &&
        lines[i]!.trim() &&
        !/^(>|#{1,6}\s)/.test(lines[i]!) &&
        !BULLET.test(lines[i]!)
      ) {
        para.push(lines[i++]!.trim());
      }
      blocks.push({ type: 'p', children: parseInline(para.join(' ')) });
    }
  }
  return blocks;
}
