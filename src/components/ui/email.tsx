import { Fragment } from 'react';

/**
 * A person's email address as a mailto link. A long address that does not fit the line breaks
 * before the @ or after a dot (`<wbr>`), as people write an address across two lines, not inside
 * a word ("pat.mcallister-" / "ington@...").
 */
export function EmailLink({ email }: { email: string }) {
  // Before each @, after each dot (no look-behind: older Safari cannot parse it).
  const parts = email.replace(/@/g, '\n@').replace(/\./g, '.\n').split('\n');
  return (
    <a href={`mailto:${email}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
