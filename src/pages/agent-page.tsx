// The console frame with the session read here, in the pages layer: the agent feature does not
// reach into the auth feature (decision 071), so every console page goes through this.
import type { ReactNode } from 'react';
import { useSession } from '../features/auth/state/session';
import { ConsoleShell, type ConsoleSection } from '../features/agent/components/console-shell';

export function AgentPage({
  section,
  title,
  children,
}: {
  section: ConsoleSection;
  title: string;
  children: ReactNode;
}) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell section={section} title={title} session={{ ready, isAgent: user?.role === 'agent' }}>
      {children}
    </ConsoleShell>
  );
}
