import type { PasswordResetRequestedPayload } from '@hearth/events';
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
