import type { EmailChangeRequestedPayload, PasswordResetRequestedPayload } from '@hearth/events';
import { layout, type MailContent } from './confirmation-emails.js';

/** The web app's public address when `WEB_URL` is not set (`npm start`'s shell). */
export const DEFAULT_WEB_URL = 'http://localhost:3000';

/** The web app's public address for links in e-mails: `WEB_URL`, without a trailing slash. */
export function webUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.WEB_URL || DEFAULT_WEB_URL).replace(/\/+$/, '');
}

/** The reset page's address for `token`: `<web>/reset-password?token=…`. */
export function passwordResetLink(webUrl: string, token: string): string {
  return `${webUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The forgotten-password e-mail: the single-use link (30 minutes), and what to do when the
 * person did not ask (nothing: the password stays as it is).
 */
export function passwordResetEmail(p: PasswordResetRequestedPayload, webUrl: string): MailContent {
  return layout(
    'Reset your Hearth password',
    `Hi ${p.firstName},`,
    [
      'Someone, hopefully you, asked to reset the password of your Hearth account.',
      'Choose a new password with the link below. It works once, within 30 minutes; after that, ask for a new one from the log-in form.',
    ],
    { label: 'Choose a new password', url: passwordResetLink(webUrl, p.token) },
    [
      'If you did not ask, you can ignore this e-mail: your password stays as it is.',
      'Once the password is reset, every device signed in to your account is signed out.',
    ],
  );
}

/** The confirmation page's address for `token`: `<web>/confirm-email?token=…`. */
export function emailChangeLink(webUrl: string, token: string): string {
  return `${webUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** The e-mail to the NEW address: the single-use confirmation link (24 hours). */
export function emailChangeConfirmEmail(
  p: EmailChangeRequestedPayload,
  webUrl: string,
): MailContent {
  return layout(
    'Confirm your new Hearth e-mail',
    `Hi ${p.firstName},`,
    [
      `Someone, hopefully you, asked to use ${p.newEmail} for their Hearth account.`,
      'Confirm with the link below. It works once, within 24 hours; until then you log in with your current e-mail.',
    ],
    { label: 'Confirm my new e-mail', url: emailChangeLink(webUrl, p.token) },
    ['If you did not ask, ignore this e-mail: nothing changes.'],
  );
}

/** The notice to the CURRENT address: a change was asked (no link: it goes to the new address). */
export function emailChangeNoticeEmail(
  p: EmailChangeRequestedPayload,
  webUrl: string,
): MailContent {
  return layout(
    'Your Hearth e-mail is about to change',
    `Hi ${p.firstName},`,
    [
      `Someone signed in to your Hearth account asked to change its e-mail to ${p.newEmail}. The change happens only once the link sent there is opened.`,
    ],
    { label: 'Open my account settings', url: `${webUrl}/user/settings/account-settings` },
    [
      'If it was not you, change your password now and write to support: your e-mail stays as it is until the link is opened.',
    ],
  );
}
