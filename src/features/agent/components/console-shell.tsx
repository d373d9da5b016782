// The frame of every console page: agents only (a member sees why not), the console's sections as
// tabs, and one live region that reads out what an action did.
import { useAtomValue } from '@/lib/atom-hooks';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHead } from '../../../components/ui/page-head';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { consoleStatusAtom } from '../state/console-status';
import { loadConsoleEarly } from '../state/load-console-early';
import { StaffOnly } from './staff-only';
import '../agent-console.css';

// Every console page's code brings this module: the page's data is asked for as it arrives.
if (typeof location !== 'undefined') loadConsoleEarly(location.pathname);

export type ConsoleSection = 'questions' | 'leads' | 'messages' | 'website-builds' | 'activity';

const sections: { key: ConsoleSection; href: string; label: string }[] = [
  { key: 'questions', href: '/dashboard/agent', label: 'Questions to answer' },
  { key: 'leads', href: '/dashboard/agent/leads', label: 'Quote leads' },
  { key: 'messages', href: '/dashboard/agent/messages', label: 'Contact messages' },
  { key: 'website-builds', href: '/dashboard/agent/website-builds', label: 'Website builds' },
  { key: 'activity', href: '/dashboard/agent/activity', label: 'Recent activity' },
];

function StatusLine() {
  const status = useAtomValue(consoleStatusAtom);
  // Always in the page, so screen readers already watch it when the first message arrives.
  return (
    <p
      className={`console__status${status?.tone === 'error' ? ' console__status--error' : ''}`}
      role="status"
      aria-live="polite"
    >
      {status?.text}
    </p>
  );
}

interface ConsoleShellProps {
  section: ConsoleSection;
  /** The page title in the tab; the heading stays "Agent console". */
  title: string;
  /** From the session (the page passes it in: a feature does not reach into the auth feature). */
  session: { ready: boolean; isAgent: boolean };
  children: ReactNode;
}

export function ConsoleShell({ section, title, session, children }: ConsoleShellProps) {
  // The frame with a placeholder, as the build prerendered it (decision 195): nothing moves when
  // the session is known.
  if (!session.ready)
    return (
      <ConsoleFrame section={section} title={title}>
        <Skeleton size="console" />
      </ConsoleFrame>
    );
  // The 'auth' guard sent anonymous visitors to log in; the server refuses members on every call.
  if (!session.isAgent) return <StaffOnly />;
  return (
    <ConsoleFrame section={section} title={title}>
      {children}
    </ConsoleFrame>
  );
}

/** The heading, the section tabs and the status line: also the console's prerendered shell. */
export function ConsoleFrame({
  section,
  title,
  children,
}: {
  section: ConsoleSection;
  title: string;
  children: ReactNode;
}) {
  // On a phone the sections are one row that scrolls sideways (agent-console.css): this section's
  // tab is brought into the row's view, not left past its edge.
  const tabs = useRef<HTMLUListElement>(null);
  // Its edges fade where more sections lie past them, so the row reads as one that scrolls.
  useLayoutEffect(() => {
    const row = tabs.current;
    if (!row) return;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (current && row.scrollWidth > row.clientWidth)
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    const mark = () => {
      row.toggleAttribute('data-more-before', row.scrollLeft > 1);
      row.toggleAttribute('data-more-after', row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      row.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, [section]);
  return (
    <article className="page console">
      <PageHead title={`${title}: Agent console`} noindex />
      <PageHeading>Agent console</PageHeading>
      <nav className="console__tabs" aria-label="Console sections">
        <ul ref={tabs}>
          {sections.map((item) => (
            <li key={item.key}>
              <Link href={item.href} aria-current={item.key === section ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StatusLine />
      {children}
    </article>
  );
}
