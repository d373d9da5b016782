// The account page's sections, named once: the index at the top of the page links to them, and
// account-sections.tsx draws each under its heading. The index is in the prerendered shell too, so
// it is there from the first paint and nothing moves when the forms arrive.
import '../account.css';

export const ACCOUNT_SECTIONS = {
  profile: { id: 'account-profile', title: 'Your details', short: 'Your details' },
  password: { id: 'account-password', title: 'Change your password', short: 'Password' },
  passkeys: {
    id: 'account-passkeys',
    title: 'Passkeys: sign in with a fingerprint or face',
    short: 'Passkeys',
  },
  sessions: { id: 'account-sessions', title: 'Where you are logged in', short: 'Where you are logged in' },
  data: { id: 'account-data', title: 'Download your data', short: 'Download your data' },
  delete: { id: 'account-delete', title: 'Delete your account', short: 'Delete your account' },
} as const;

/** "On this page": one tap to each section of a page five screens long on a phone. */
export function AccountIndex() {
  return (
    <nav className="account__index" aria-label="On this page">
      <ul>
        {Object.values(ACCOUNT_SECTIONS).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.short}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
