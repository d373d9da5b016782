// The account screen's frame: its heading, intro and, until its forms are loaded, their room. The
// build prerenders it as the screen's shell (src/pages/member-shells.tsx, decision 195) and the screen
// draws the same frame around its forms, so the first paint is the final layout.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { StandardPage } from '@/components/ui/standard-page';
import { memberIntros } from '@/shared/member-intros';
import { AccountIndex } from './account-index';

/** The forms' room while they load; the placeholder is hidden from screen readers, so this says it. */
export function AccountLoading() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading your account details…
      </p>
      <Skeleton size="form" />
    </>
  );
}

export function AccountShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <StandardPage
      title={title}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
      lead={memberIntros.account}
    >
      <AccountIndex />
      {children ?? <AccountLoading />}
    </StandardPage>
  );
}
