// The emails of a changed address (decision 216, list 'account': no opt-out, no unsubscribe link):
// the link sent to the new address, and the notice sent to the old one once the change is made.
import { agency } from '../../shared/agency';
import { EMAIL_CHANGE_LINK_HOURS } from '../../shared/email-change-schemas';
import type { SiteLinks, Template } from './template';

const hello = (firstName: string) => `Hello ${firstName},`;

export interface EmailChangeConfirmData {
  firstName: string;
  /** The random token; only its SHA-256 is stored (services/email-change.ts). */
  token: string;
}

export const emailChangeConfirm: Template<EmailChangeConfirmData> = {
  list: 'account',
  subject: () => 'Confirm your new email address for Harbor Point',
  content: (data: EmailChangeConfirmData, site: SiteLinks) => ({
    preview: `Confirm this address within ${EMAIL_CHANGE_LINK_HOURS} hours to start using it.`,
    greeting: hello(data.firstName),
    paragraphs: [
      'Someone, we hope you, asked to use this email address for a Harbor Point account.',
      `Select the button to confirm. Until you do, the account keeps its old address. The link works for ${EMAIL_CHANGE_LINK_HOURS} hours and only once; asking again sends a new link and this one stops working.`,
    ],
    action: {
      label: 'Confirm my new address',
      url: `${site.url}/account/email?token=${encodeURIComponent(data.token)}`,
    },
    closing: [
      `If you did not ask, ignore this email: nothing changes. If you get these emails without asking, call us on ${agency.phone}.`,
    ],
    reason: 'You are receiving this because this address was entered on the account page of our website.',
  }),
};

export interface EmailChangedData {
  firstName: string;
  /** The new address, partly hidden (services/email-change.ts). */
  newEmailHint: string;
}

export const emailChanged: Template<EmailChangedData> = {
  list: 'account',
  subject: () => 'Your Harbor Point email address was changed',
  content: (data: EmailChangedData, site: SiteLinks) => ({
    preview: 'Your account now uses another email address.',
    greeting: hello(data.firstName),
    paragraphs: [
      `The email address of your Harbor Point account was just changed to ${data.newEmailHint}, confirmed with a link sent to that address. We will not send account emails to this address any more.`,
      `Not you? Call us right away on ${agency.phone} (TTY ${agency.tty}) and we will lock the account and help you back in.`,
    ],
    action: { label: 'Log in', url: `${site.url}/login` },
    reason: 'You are receiving this because the email address of your account changed. We always tell you.',
  }),
};
