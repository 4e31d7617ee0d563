import nodemailer from 'nodemailer';
import type { MailSettings } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail (password reset links). Tests and the e2e stack point it at a local SMTP server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer over SMTP_URL, or null when the server has no mail set up. */
export function createMailer(settings: MailSettings | null): Mailer | null {
  if (!settings) return null;
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // A stuck mail server must not hold requests or retries for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
  };
}
