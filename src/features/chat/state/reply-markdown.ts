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

// Order matters: escapes first (a quoted passage's `\[` is a bracket, never a link), images
// before links (`![` starts with `!`), bold before italics.
const INLINE =
  /\\([\\`*_[\]()#>!+.-])|!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|\*\*(.+?)\*\*|__(.+?)__|\*(\S(?:.*?\S)?)\*|_(\S(?:.*?\S)?)_|`([^`]+)`/g;

/** Which links a reply may carry: an agent's may go out (http/s); the assistant's stay on the site. */
export type LinkRule = 'site-and-web' | 'site-only';

export function parseInline(text: string, links: LinkRule = 'site-and-web'): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [all, escaped, alt, , label, href, strong, strong2, em, em2, code] = match;
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    last = match.index + all.length;
    if (escaped !== undefined) out.push({ type: 'text', text: escaped });
    else if (alt !== undefined) out.push({ type: 'text', text: alt });
    else if (label !== undefined) {
      const found = safeHref(href!);
      const safe = links === 'site-only' && found && !found.startsWith('/') ? null : found;
      const children = parseInline(label, links);
      out.push(...(safe ? [{ type: 'link' as const, href: safe, children }] : children));
    } else if (strong !== undefined || strong2 !== undefined) {
      out.push({ type: 'strong', children: parseInline((strong ?? strong2)!, links) });
    } else if (em !== undefined || em2 !== undefined)
      out.push({ type: 'em', children: parseInline((em ?? em2)!, links) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(markdown: string, links: LinkRule = 'site-and-web'): Block[] {
  const inline = (text: string) => parseInline(text, links);
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
      blocks.push({ type: 'quote', children: parseBlocks(quoted.join('\n'), links) });
    } else if (/^#{1,6}\s/.test(line)) {
      blocks.push({ type: 'heading', children: inline(line.replace(/^#+\s+/, '')) });
      i += 1;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const pattern = BULLET.test(line) ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i]!)) items.push(inline(pattern.exec(lines[i++]!)![1]!));
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
      blocks.push({ type: 'p', children: inline(para.join(' ')) });
    }
  }
  return blocks;
}
