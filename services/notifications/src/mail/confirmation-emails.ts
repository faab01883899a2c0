import { WaitlistMessages } from '@hearth/contracts';
import type {
  ChefWaitlistJoinedPayload,
  GuestWaitlistJoinedPayload,
  NewsletterSubscribedPayload,
} from '@hearth/events';
import type { MailMessage } from './mailer.js';

/** An e-mail without its recipient. */
export type MailContent = Omit<MailMessage, 'to'>;

const PROGRAMME: Record<ChefWaitlistJoinedPayload['chefType'], string> = {
  BETA: 'Beta',
  FOUNDER: 'Founder',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A call to action under the paragraphs: a link (a button in HTML, the bare address in text). */
export interface MailAction {
  label: string;
  url: string;
}

/**
 * Wraps paragraphs (and an optional link, then `after`) in the plain-text and HTML layout, with
 * the Toronto, Canada footer.
 */
export function layout(
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: MailAction,
  after: string[] = [],
): MailContent {
  const footer = ['Hearth: home-cooked meals from local chefs', 'Toronto, Canada'];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    'The Hearth team',
    '',
    '--',
    ...footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #2b2b2b; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: #c2410c; color: #ffffff; font-weight: bold; text-decoration: none;">${escapeHtml(action.label)}</a></p>\n<p style="font-size: 13px; color: #555; word-break: break-all;">${escapeHtml(action.url)}</p>` : ''}
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>The Hearth team</p>
<hr style="border: none; border-top: 1px solid #ddd;">
<p style="font-size: 12px; color: #777;">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Confirmation of a chef waitlist registration: names the programme (Beta or Founder) and says
 * applications are answered within 2 days (docs/rules/accounts-and-admin.md#e-mails).
 */
export function chefWaitlistEmail(p: ChefWaitlistJoinedPayload): MailContent {
  const programme = PROGRAMME[p.chefType];
  return layout(`You are on the Hearth ${programme} chef waitlist`, `Hi ${p.firstName},`, [
    `Thank you for joining the waitlist of the Hearth ${programme} chef programme.`,
    'We answer every application within 2 days. Watch your inbox: we will tell you the next steps to start cooking with Hearth.',
  ]);
}

/** Confirmation of a guest waitlist entry ('Thanks for signing up as Beta Guest!'). */
export function guestWaitlistEmail(p: GuestWaitlistJoinedPayload): MailContent {
  return layout(WaitlistMessages.guestThankYou, `Hi ${p.firstName},`, [
    WaitlistMessages.guestThankYou,
    'You are on the Hearth guest waitlist. We will let you know as soon as Hearth opens near you, with exclusive promotions for our first guests.',
  ]);
}

/** Confirmation of a newsletter subscription. */
export function newsletterEmail(p: NewsletterSubscribedPayload): MailContent {
  return layout('You are subscribed to the Hearth newsletter', 'Hello,', [
    p.role === 'CHEF'
      ? 'Thank you for subscribing to the Hearth newsletter. We will send you news for home chefs: the programme, tips and what is new on Hearth.'
      : 'Thank you for subscribing to the Hearth newsletter. We will send you news about home chefs near you and our promotions.',
  ]);
}
