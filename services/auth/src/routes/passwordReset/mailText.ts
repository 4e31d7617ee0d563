import { PASSWORD_RESET_TTL_MINUTES } from '@tracker/contracts';
import type { MailMessage } from '../../mail/mailer';

const PRODUCT = 'Budget & Wealth';

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

/** The e-mail with a reset link. */
export function resetLinkMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      greeting(firstName),
      '',
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.`,
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. Setting a new password signs you out on every other device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** The answer to a reset request for an account that signs in with Google (it has no password to reset). */
export function useGoogleMail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Signing in to ${PRODUCT}`,
    text: [
      greeting(firstName),
      '',
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.`,
      'Your account has no password: you sign in with Google.',
      `Open ${publicUrl} and choose "Continue with Google" in the sign-in window.`,
      '',
      'If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}
