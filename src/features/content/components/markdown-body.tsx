import '../styles/content.css';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

interface MarkdownBodyProps {
  /** HTML rendered at build time from our own markdown (scripts/content), never user input. */
  html: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Content HTML whose internal links navigate inside the app instead of reloading the page. */
export function MarkdownBody({ html, className = 'prose' }: MarkdownBodyProps) {
  const [, navigate] = useLocation();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  }
  // The click handler only routes clicks that bubble up from links; keyboard users activate the
  // same links (Enter fires click), so no key handler is needed. data-md: the prerender may leave
  // the page data's copy of this HTML out of the page and the browser read it back from here
  // (src/shared/embedded-html.ts).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} data-md="" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
