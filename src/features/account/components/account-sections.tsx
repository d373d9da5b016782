// The account page's sections, in the order a member needs them least to most rarely.
import { useState, type ReactNode } from 'react';
import type { PublicUser } from '@/shared/auth-schemas';
import { EXPORT_URL } from '../api/account';
import '../account.css';
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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
      <Section id="account-profile" title="Your details">
        <ProfileForm user={user} onSaved={onProfileSaved} />
      </Section>
      <Section id="account-password" title="Change your password">
        <PasswordForm onChanged={() => setSessionsVersion((n) => n + 1)} />
      </Section>
      <Section id="account-passkeys" title="Passkeys: sign in with a fingerprint or face">
        <PasskeysSection />
      </Section>
      <Section id="account-sessions" title="Where you are logged in">
        <SessionsList version={sessionsVersion} />
      </Section>
      <Section id="account-data" title="Download your data">
        <p>
          One file (JSON) with your details, your questions and our answers, your quote requests, your chats,
          your email updates and the names of your passkeys.
        </p>
        <a className="button button--secondary" href={EXPORT_URL} download>
          Download my data
        </a>
      </Section>
      <Section id="account-delete" title="Delete your account">
        <DeleteAccount username={user.username} onDeleted={onDeleted} />
      </Section>
    </>
  );
}
