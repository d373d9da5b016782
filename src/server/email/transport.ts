// How the worker hands an email on: SMTP through nodemailer when SMTP_URL is set, otherwise the
// log (the email stays in the database, listed at /api/dev/emails, and is not delivered).
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { OutboxRow } from './outbox';

export interface EmailTransport {
  kind: 'smtp' | 'log';
  send(email: OutboxRow): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  url: string;
  /** EMAIL_FROM. */
  from: string;
  /** The domain in Message-IDs, e.g. the site's host. */
  messageIdDomain: string;
}

/** One SMTP delivery per call; a refusal or a dropped connection rejects, and the worker retries. */
export function smtpTransport(options: SmtpOptions): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    // nodemailer waits minutes by default; a stuck server should cost one worker pass, not more.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(email) {
      await transporter.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        headers: email.headers,
        // The same id on every attempt, so a receiver can drop a copy a lost reply made us resend.
        messageId: `<${email.id}@${options.messageIdDomain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP server configured: note that an email was written, without its address or words. */
export function logTransport(logger: Logger): EmailTransport {
  return {
    kind: 'log',
    send: async (email) => {
      logger.info('email.kept', { emailId: email.id, template: email.template, note: 'SMTP_URL unset' });
    },
    close: () => undefined,
  };
}
