// The account page's sections, in the order a member needs them least to most rarely.
import { useState, type ReactNode } from 'react';
import type { PublicUser } from '@/shared/auth-schemas';
import { EXPORT_URL } from '../api/account';
import '../account.css';
import { ACCOUNT_SECTIONS as S } from './account-index';
import { DeleteAccount } from './delete-account';
import { PasskeysSection } from './passkeys-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';

interface AccountSectionsProps {
  user: PublicUser;
  onProfileSaved: (user: PublicUser) => void;
  onDeleted: () => void;
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  short?: string;
  children: ReactNode;
}) {
  return (
    <section className="account__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function AccountSections({ user, onProfileSaved, onDeleted }: AccountSectionsProps) {
  const [sessionsVersion, setSessionsVersion] = useState(0);
  return (
    <>
      <Section {...S.profile}>
        <ProfileForm user={user} onSaved={onProfileSaved} />
      </Section>
      <Section {...S.password}>
        <PasswordForm onChanged={() => setSessionsVersion((n) => n + 1)} />
      </Section>
      <Section {...S.passkeys}>
        <PasskeysSection />
      </Section>
      <Section {...S.sessions}>
        <SessionsList version={sessionsVersion} />
      </Section>
      <Section {...S.data}>
        <p>
          One file (JSON) with your details, your questions and our answers, your quote requests, your chats,
          your email updates and the names of your passkeys.
        </p>
        <a className="button button--secondary" href={EXPORT_URL} download>
          Download my data
        </a>
      </Section>
      <Section {...S.delete}>
        <DeleteAccount username={user.username} onDeleted={onDeleted} />
      </Section>
    </>
  );
}
