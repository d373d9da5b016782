// What every email template is: the list it belongs to, its subject and its words (templates.ts).
import type { EmailContent } from './layout';

/**
 * The list an email belongs to: its unsubscribe link leaves it. 'account' emails (a reset link, a
 * notice that the password changed) are about the account's safety: no opt-out stops them and they
 * carry no unsubscribe link (decision 170).
 */
export type EmailList = 'updates' | 'notifications' | 'account';

export interface Template<Data> {
  list: EmailList;
  subject(data: Data): string;
  content(data: Data, site: SiteLinks): EmailContent;
}

export interface SiteLinks {
  /** The site's origin, e.g. https://harborpoint.example (no trailing slash). */
  url: string;
}
