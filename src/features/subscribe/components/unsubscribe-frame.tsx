// The unsubscribe page's frame: heading, lead, and what the link's check shows first. The build
// prerenders it as the page's shell (src/pages/member-shells.tsx), so the first paint is this layout.
import type { ReactNode } from 'react';
import { StandardPage } from '@/components/ui/standard-page';

export const READING_LINK = 'Reading your link…';

export function UnsubscribeFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <StandardPage
      title={title}
      description="Stop email from Harbor Point Insurance & Financial."
      lead="One click, and the emails stop. No login needed."
    >
      {children ?? <p role="status">{READING_LINK}</p>}
    </StandardPage>
  );
}
