// The prerendered shells of the members' screens (decision 195): each screen's heading, its intro
// (src/shared/member-intros.ts, the words the screen itself shows) and placeholders of the size its
// content will have. No private data: the build writes them to dist/client/_shells/{page}.html and the
// server sends one to a signed-in request for the screen (to anyone for a page opened from an
// emailed link), so the first paint is the final layout.
import { Link } from 'wouter';
import { PageHead } from '../components/ui/page-head';
import { PageHeading } from '../components/ui/page-heading';
import { Skeleton } from '../components/ui/skeleton';
import { StandardPage } from '../components/ui/standard-page';
import { ChatShell } from '../features/chat/components/chat-shell';
import { DashboardShell } from '../features/dashboard/components/dashboard-shell';
import { ConfirmPrompt } from '../features/email-change/components/confirm-by-link';
import { ResetLinkChecking } from '../features/password-reset/components/reset-by-link';
import { AfterwardsLinks, SUBSCRIBED_DESCRIPTION } from '../features/subscribe/components/afterwards-links';
import { ConfirmingFrame } from '../features/subscribe/components/confirm-by-link';
import { UnsubscribeFrame } from '../features/subscribe/components/unsubscribe-frame';
import { AccountShell } from '../features/account/components/account-shell';
import { ConsoleFrame, type ConsoleSection } from '../features/agent/components/console-shell';
import { useServerPageData } from '../lib/page-data';
import { memberIntros } from '../shared/member-intros';
import type { RouteMatch } from '../shared/route-table';
import { Section as ActivitySection } from './agent-activity';
import { Section as LeadsSection } from './agent-leads';
import { Section as MessagesSection } from './agent-messages';
import { Section as QuestionsSection } from './agent-questions';
import { Section as BuildsSection } from './agent-website-builds';

const consoleSections: Record<string, ConsoleSection> = {
  'agent-questions': 'questions',
  'agent-leads': 'leads',
  'agent-messages': 'messages',
  'agent-website-builds': 'website-builds',
  'agent-activity': 'activity',
};

/**
 * An agent's console page rendered by the server with its first data (decision 244): the section
 * itself (the page module's own), drawn from the data as the browser's first render will draw it.
 */
function consoleWithData(match: RouteMatch) {
  switch (match.route.page) {
    case 'agent-questions':
    case 'agent-question':
      return { section: 'questions' as const, panel: <QuestionsSection match={match} /> };
    case 'agent-website-builds':
    case 'agent-website-build':
      return { section: 'website-builds' as const, panel: <BuildsSection match={match} /> };
    case 'agent-leads':
      return { section: 'leads' as const, panel: <LeadsSection /> };
    case 'agent-messages':
      return { section: 'messages' as const, panel: <MessagesSection /> };
    case 'agent-activity':
      return { section: 'activity' as const, panel: <ActivitySection /> };
    default:
      return undefined;
  }
}

const dashboardLink = <Link href="/dashboard">Dashboard</Link>;

/**
 * The shell of a page, or undefined for a page that has none (it gets the plain app shell). With
 * the server's data for it (`withData`), a console page's shell is the section itself.
 */
export function memberShellOf(match: RouteMatch, withData = false) {
  const { page, title } = match.route;
  const live = withData ? consoleWithData(match) : undefined;
  // Inert until the screen itself renders: a row, a filter or a form in this markup is not yet
  // the app's, so nothing can be clicked or typed into that the render would then throw away.
  if (live)
    return (
      <ConsoleFrame section={live.section} title={title}>
        <div className="screen-shell" inert>
          {live.panel}
        </div>
      </ConsoleFrame>
    );
  const section = consoleSections[page];
  if (section)
    return (
      <ConsoleFrame section={section} title={title}>
        <Skeleton size="console" />
      </ConsoleFrame>
    );
  switch (page) {
    case 'dashboard':
      return <DashboardShell title={title} />;
    case 'dashboard-ask':
      return (
        <StandardPage title={title} eyebrow={dashboardLink} lead={memberIntros.dashboardAsk}>
          <Skeleton size="form" />
        </StandardPage>
      );
    case 'dashboard-search':
      return (
        <StandardPage title={title} eyebrow={dashboardLink} lead={memberIntros.dashboardSearch}>
          <Skeleton size="search" />
        </StandardPage>
      );
    case 'account':
      return <AccountShell title={title} />;
    case 'website-build':
      return (
        <StandardPage title={title} eyebrow={dashboardLink} lead={memberIntros.websiteBuild}>
          <Skeleton size="wizard" />
        </StandardPage>
      );
    // Pages opened from an emailed link, shown to anyone (they read the link's token in the browser):
    // the layout the link leads to, before the script runs.
    case 'email-change':
      return <ConfirmPrompt title={title} />;
    case 'password-reset-new':
      return <ResetLinkChecking title={title} />;
    case 'subscribe-unsubscribe':
      return <UnsubscribeFrame title={title} />;
    case 'subscribe-success':
      return (
        <ConfirmingFrame description={SUBSCRIBED_DESCRIPTION}>
          <AfterwardsLinks />
        </ConfirmingFrame>
      );
    case 'chat':
      return (
        <article className="page chat-screen">
          <PageHead title={title} />
          <PageHeading>{title}</PageHeading>
          <ChatShell />
        </article>
      );
    default:
      return undefined;
  }
}

/**
 * For the build (src/app/route-view.tsx in shell mode): the screen's shell inside the element whose
 * markup the browser keeps showing until the screen itself renders (src/lib/prerendered-shell.ts).
 */
export default function MemberShell({ match }: { match: RouteMatch }) {
  const shell = memberShellOf(match, useServerPageData());
  return shell ? (
    <div className="screen-shell" data-screen-shell>
      {shell}
    </div>
  ) : null;
}
