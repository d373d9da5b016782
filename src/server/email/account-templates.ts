// The account's safety emails (list 'account': no opt-out, no unsubscribe link): the link that sets
// a new password, and the notices that the password was changed or a passkey added, with the number
// to call if it was not the member.
import { agency } from '../../shared/agency';
import { RESET_LINK_MINUTES } from '../../shared/password-reset-schemas';
import type { SiteLinks, Template } from './template';

const hello = (firstName: string) => `Hello ${firstName},`;

export interface PasswordResetData {
  firstName: string;
  /** The random token; only its SHA-256 is stored (services/password-reset.ts). */
  token: string;
}

export const passwordReset: Template<PasswordResetData> = {
  list: 'account',
  subject: () => 'Set a new password for Harbor Point',
  content: (data: PasswordResetData, site: SiteLinks) => ({
    preview: `Your link to set a new password works for ${RESET_LINK_MINUTES} minutes.`,
    greeting: hello(data.firstName),
    paragraphs: [
      'Someone, we hope you, asked to set a new password for your Harbor Point account.',
      `Select the button to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes and only once. Asking again sends a new link and the old one stops working.`,
    ],
    action: {
      label: 'Set a new password',
      url: `${site.url}/password-reset/new?token=${encodeURIComponent(data.token)}`,
    },
    closing: [
      `If you did not ask, you can ignore this email: your password stays as it is. If you get these emails without asking, call us on ${agency.phone}.`,
    ],
    reason: 'You are receiving this because a new password was asked for on our website for this address.',
  }),
};

export interface PasswordChangedData {
  firstName: string;
}

export const passwordChanged: Template<PasswordChangedData> = {
  list: 'account',
  subject: () => 'Your Harbor Point password was changed',
  content: (data: PasswordChangedData, site: SiteLinks) => ({
    preview: 'Your password was changed and every device was logged out.',
    greeting: hello(data.firstName),
    paragraphs: [
      'The password of your Harbor Point account was just changed with a link we emailed to you. Every device that was logged in has been logged out.',
      `Not you? Call us right away on ${agency.phone} (TTY ${agency.tty}) and we will lock the account and help you back in.`,
    ],
    action: { label: 'Log in', url: `${site.url}/login` },
    reason: 'You are receiving this because the password of your account changed. We always tell you.',
  }),
};

export interface PasskeyAddedData {
  firstName: string;
  /** The name the member gave the passkey ("My phone"). */
  passkeyName: string;
}

export const passkeyAdded: Template<PasskeyAddedData> = {
  list: 'account',
  subject: () => 'A passkey was added to your Harbor Point account',
  content: (data: PasskeyAddedData, site: SiteLinks) => ({
    preview: 'You can now sign in with a fingerprint, face or screen lock.',
    greeting: hello(data.firstName),
    paragraphs: [
      `A passkey named “${data.passkeyName}” was just added to your Harbor Point account. It lets that device sign in with its fingerprint, face or screen lock instead of your password.`,
      `Not you? Call us right away on ${agency.phone} (TTY ${agency.tty}). You can also remove the passkey from your account page and change your password.`,
    ],
    action: { label: 'Open your account page', url: `${site.url}/dashboard/account` },
    reason:
      'You are receiving this because a new way to sign in was added to your account. We always tell you.',
  }),
};
