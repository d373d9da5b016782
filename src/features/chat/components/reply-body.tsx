import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { parseBlocks, type Block, type Inline, type LinkRule } from '../state/reply-markdown';

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'strong':
        return <strong key={key}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{inline(node.children)}</em>;
      case 'link':
        // Site paths move within the app; outside links open apart and pass nothing on.
        return node.href.startsWith('/') ? (
          <Link key={key} href={node.href}>
            {inline(node.children)}
          </Link>
        ) : (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(node.children)}
          </a>
        );
    }
  });
}

function block(node: Block, key: number): ReactNode {
  switch (node.type) {
    case 'p': {
      // A paragraph that is all emphasis is a notice (the general and Medicare notes every answer
      // ends with): said in the small print's size and colour, under a rule, not as italic body text.
      const [only] = node.children;
      if (node.children.length === 1 && only?.type === 'em') {
        return (
          <p key={key} className="chat-reply__note">
            {inline(only.children)}
          </p>
        );
      }
      return <p key={key}>{inline(node.children)}</p>;
    }
    case 'heading':
      return (
        <p key={key} className="chat-reply__heading">
          <strong>{inline(node.children)}</strong>
        </p>
      );
    case 'quote':
      return <blockquote key={key}>{node.children.map(block)}</blockquote>;
    case 'list': {
      const items = node.items.map((item, index) => <li key={index}>{inline(item)}</li>);
      return node.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
  }
}

/**
 * An assistant's or agent's reply: the safe Markdown subset of state/reply-markdown.ts, as
 * elements. The assistant's links stay on the site (`site-only`); an agent may link out.
 */
export function ReplyBody({ text, links = 'site-and-web' }: { text: string; links?: LinkRule }) {
  const blocks = useMemo(() => parseBlocks(text, links), [text, links]);
  return <div className="chat-reply">{blocks.map(block)}</div>;
}
