// Replies are Markdown written by the assistant (or a model): rendered with a strict subset so that
// nothing in a reply can run script, load a remote resource or leave the site unannounced.
// Raw HTML is shown as text, images become their alt text, links keep only http(s) and site paths.
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A site path (`/resources/x#y`) or an http(s) URL; anything else (javascript:, data:, //host) is refused. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  if (/^#[\w-]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link(this: { parser: { parseInline: (tokens: Tokens.Link['tokens']) => string } }, token: Tokens.Link) {
      const label = this.parser.parseInline(token.tokens);
      const href = safeHref(token.href);
      if (!href) return label;
      const external = !href.startsWith('/') && !href.startsWith('#');
      const rel = external ? ' rel="noopener noreferrer nofollow" target="_blank"' : '';
      return `<a href="${escapeHtml(href)}"${rel}>${label}</a>`;
    },
  },
});

export function renderReply(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
