// The dashboard's frame before the member is known: the build prerenders it as the screen's shell
// (src/pages/member-shells.tsx, decision 195) and the dashboard shows it while the session loads.
import { Skeleton } from '@/components/ui/skeleton';
import { StandardPage } from '@/components/ui/standard-page';
import { memberIntros } from '@/shared/member-intros';

/** The greeting's line above the dashboard's heading, kept at its height before the name is known. */
export function GreetingLine({ text }: { text?: string }) {
  return <span className="page__greeting">{text}</span>;
}

export function DashboardShell({ title }: { title: string }) {
  return (
    <StandardPage title={title} eyebrow={<GreetingLine />} lead={memberIntros.dashboard}>
      <Skeleton size="summary" />
    </StandardPage>
  );
}
