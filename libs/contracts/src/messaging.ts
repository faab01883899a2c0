import { z } from 'zod';
import { UUID_PATTERN } from './ids.js';

/**
 * Messaging and help-report rules (docs/rules/messaging.md): a message is plain text of 1 to
 * `MESSAGE_BODY_MAX` characters after trimming (links stay text: the client never renders HTML),
 * or an attached image with an optional caption of at most `MESSAGE_BODY_MAX` characters;
 * a help report names one of the caller's orders, one reason and a description of 10 to
 * `HELP_REPORT_DESCRIPTION_MAX` characters.
 */

/** Most characters of one message, after trimming. */
export const MESSAGE_BODY_MAX = 2000;
/** Fewest and most characters of a help report's description, after trimming. */
export const HELP_REPORT_DESCRIPTION_MIN = 10;
export const HELP_REPORT_DESCRIPTION_MAX = 2000;
/** Most characters of the admin's answer to a help report. */
export const HELP_REPORT_ANSWER_MAX = 2000;

/** Messages of the messaging and help-report rules, word for word. */
export const MessagingMessages = {
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${MESSAGE_BODY_MAX} characters.`,
  conversationNotFound: 'This conversation is not available.',
  restaurantNotFound: 'This restaurant is not available for questions.',
  ownRestaurant: 'You cannot ask your own restaurant a question.',
  orderNotFound: 'This order is not available.',
  reasonRequired: 'Choose a reason.',
  descriptionTooShort: `Describe the problem in at least ${HELP_REPORT_DESCRIPTION_MIN} characters.`,
  descriptionTooLong: `A description can be at most ${HELP_REPORT_DESCRIPTION_MAX} characters.`,
  answerRequired: 'Write an answer first.',
  answerTooLong: `An answer can be at most ${HELP_REPORT_ANSWER_MAX} characters.`,
  reportNotFound: 'This report is not available.',
  sendFailed: 'Could not send the message. Please try again.',
  /** The admin's answer to a help report failed on our side (nothing was saved). */
  answerFailed: 'Could not send the answer. Please try again.',
  /** An attached image that is not the sender's own upload to our store. */
  imageNotOurs: 'Attach an image uploaded here.',
} as const;

/** One message's text: trimmed, 1..MESSAGE_BODY_MAX characters. */
export const messageBodySchema = z
  .string({ error: MessagingMessages.bodyRequired })
  .trim()
  .min(1, MessagingMessages.bodyRequired)
  .max(MESSAGE_BODY_MAX, MessagingMessages.bodyTooLong);

/**
 * The composer form of a conversation: text, an attached image (its address once uploaded), or
 * both. Without an image the text is required ('Write a message first.'); with one the text is an
 * optional caption. Text is trimmed and at most `MESSAGE_BODY_MAX` characters.
 */
export const messageFormSchema = z
  .object({
    body: z
      .string({ error: MessagingMessages.bodyRequired })
      .trim()
      .max(MESSAGE_BODY_MAX, MessagingMessages.bodyTooLong),
    imageUrl: z.string().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.body === '' && !value.imageUrl) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: MessagingMessages.bodyRequired });
    }
  });
export type MessageFormData = z.output<typeof messageFormSchema>;

/** Why a guest reports a problem with an order. */
export const HELP_REPORT_REASONS = [
  'MISSING_ITEMS',
  'WRONG_ORDER',
  'QUALITY',
  'LATE_OR_NOT_DELIVERED',
  'PAYMENT',
  'OTHER',
] as const;
export type HelpReportReason = (typeof HELP_REPORT_REASONS)[number];

/** Where a help report stands: OPEN until the admin answers, then ANSWERED. */
export const HELP_REPORT_STATUSES = ['OPEN', 'ANSWERED'] as const;
export type HelpReportStatus = (typeof HELP_REPORT_STATUSES)[number];

/** The help-report form: one of the caller's orders, a reason and a description. */
export const helpReportSchema = z.object({
  orderId: z
    .string({ error: MessagingMessages.orderNotFound })
    .regex(UUID_PATTERN, { error: MessagingMessages.orderNotFound }),
  reason: z.enum(HELP_REPORT_REASONS, { error: MessagingMessages.reasonRequired }),
  description: z
    .string({ error: MessagingMessages.descriptionTooShort })
    .trim()
    .min(HELP_REPORT_DESCRIPTION_MIN, MessagingMessages.descriptionTooShort)
    .max(HELP_REPORT_DESCRIPTION_MAX, MessagingMessages.descriptionTooLong),
});
export type HelpReportData = z.output<typeof helpReportSchema>;

/** The admin's answer to a help report: trimmed, 1..HELP_REPORT_ANSWER_MAX characters. */
export const helpReportAnswerSchema = z.object({
  answer: z
    .string({ error: MessagingMessages.answerRequired })
    .trim()
    .min(1, MessagingMessages.answerRequired)
    .max(HELP_REPORT_ANSWER_MAX, MessagingMessages.answerTooLong),
});
export type HelpReportAnswerData = z.output<typeof helpReportAnswerSchema>;
