import sanitizeHtml from 'sanitize-html';
import { renderNewsletterMarkdown } from '@hearth/contracts/newsletter-markdown';
import type { MailMessage } from '@hearth/nest-common';

/** The tags and attributes a newsletter's HTML may keep: what Markdown makes, nothing else. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
};

/**
 * A newsletter body as e-mail HTML: the Markdown rendered by the one renderer the admin's preview
 * uses, then sanitized against `ALLOWED` (scripts, event attributes, `javascript:` links and any
 * tag Markdown does not make are dropped).
 */
export function newsletterBodyHtml(markdown: string): string {
  return sanitizeHtml(renderNewsletterMarkdown(markdown), ALLOWED);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The newsletter's words, rendered once per newsletter. */
export interface NewsletterContent {
  subject: string;
  /** The Markdown source: also the plain-text part (Markdown reads as text). */
  body: string;
  /** `newsletterBodyHtml(body)`. */
  html: string;
}

/** The per-recipient parts of one newsletter e-mail. */
export interface NewsletterEnvelope {
  to: string;
  /** The human page (a button that unsubscribes): `<web>/unsubscribe?token=…`. */
  unsubscribePageUrl: string;
  /** The RFC 8058 one-click address (POST): `<web>/newsletter/unsubscribe?token=…`. */
  oneClickUrl: string;
  /** `<recipient-id@domain>`: the same for every try of this recipient. */
  messageId: string;
  /** A test to the admin: the subject says so. */
  isTest?: boolean;
}

/**
 * One newsletter e-mail: the admin's Markdown as the text part, its rendered HTML, a footer with
 * the unsubscribe link and 'Toronto, Canada', and the headers mail clients use for their own
 * unsubscribe button: `List-Unsubscribe` (the one-click address) with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), `List-Id` and
 * `Precedence: bulk`.
 */
export function newsletterEmail(content: NewsletterContent, e: NewsletterEnvelope): MailMessage {
  const subject = e.isTest ? `[Test] ${content.subject}` : content.subject;
  const footer = ['Hearth: home-cooked meals from local chefs', 'Toronto, Canada'];
  const text = [
    content.body.trim(),
    '',
    '--',
    `Unsubscribe from Hearth newsletters: ${e.unsubscribePageUrl}`,
    ...footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #2b2b2b; line-height: 1.5; max-width: 600px; margin: 0 auto; padding: 24px;">
${content.html}
<hr style="border: none; border-top: 1px solid #ddd; margin-top: 32px;">
<p style="font-size: 12px; color: #777;">You get this e-mail because you are on a Hearth list. <a href="${escapeHtml(e.unsubscribePageUrl)}" style="color: #777;">Unsubscribe</a></p>
<p style="font-size: 12px; color: #777;">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return {
    to: e.to,
    subject,
    text,
    html,
    messageId: e.messageId,
    headers: {
      'List-Unsubscribe': `<${e.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': 'Hearth newsletter <newsletter.hearth>',
      Precedence: 'bulk',
    },
  };
}

/** The human unsubscribe page of `token`. */
export const unsubscribePageUrl = (webUrl: string, token: string) =>
  `${webUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
/** The one-click (RFC 8058) unsubscribe address of `token`. */
export const oneClickUnsubscribeUrl = (webUrl: string, token: string) =>
  `${webUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** `<id@domain>` with the domain of the From address (`hearth.local` when it has none). */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hearth.local';
  return `<${id}@${domain}>`;
}
