import type { ChefApprovedPayload, ChefRejectedPayload } from '@hearth/events';
import type { NotificationKind } from '../inbox/notification.entity.js';
import type { MailContent } from './confirmation-emails.js';

/** Notification kinds of a chef decision (`notifications.kind` is free text). */
export const CHEF_APPROVED_KIND: NotificationKind = 'CHEF_APPROVED';
export const CHEF_REJECTED_KIND: NotificationKind = 'CHEF_REJECTED';

/** The in-app text of an approval (title + body). */
export function chefApprovedNotice(p: ChefApprovedPayload): { title: string; body: string } {
  return {
    title: 'Your application is approved',
    body: `Your application is approved, ${p.firstName}! Your chef dashboard is open: add your bank details to make your restaurant visible to the public and receive payments.`,
  };
}

/** The in-app text of a rejection, with the admin's reason. */
export function chefRejectedNotice(p: ChefRejectedPayload): { title: string; body: string } {
  return {
    title: 'Your application was not approved',
    body: `Your application was not approved: ${p.reason}`,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail twin of an in-app notice (plain text and simple HTML, the Toronto, Canada footer). */
export function chefDecisionEmail(
  firstName: string,
  notice: { title: string; body: string },
): MailContent {
  const footer = ['Hearth: home-cooked meals from local chefs', 'Toronto, Canada'];
  const greeting = `Hi ${firstName},`;
  const text = [greeting, '', notice.body, '', 'The Hearth team', '', '--', ...footer].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(notice.title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #2b2b2b; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(notice.body)}</p>
<p>The Hearth team</p>
<hr style="border: none; border-top: 1px solid #ddd;">
<p style="font-size: 12px; color: #777;">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: notice.title, text, html };
}
