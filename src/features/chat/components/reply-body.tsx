import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { renderReply } from '../state/safe-markdown';

/**
 * An assistant's reply, Markdown rendered through the safe subset (state/safe-markdown.ts), so the
 * HTML set below holds no script, no image and no link but http(s) and site paths.
 */
export function ReplyBody({ text }: { text: string }) {
  const html = useMemo(() => renderReply(text), [text]);
  const [, navigate] = useLocation();

  // Site links inside the reply move within the app, like every other link, instead of reloading it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    navigate(href);
  };

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates the links' own clicks; keyboard activation of a link is a click
  return <div className="chat-reply" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
