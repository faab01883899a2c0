/**
 * The nodemailer adapter of the mail port lives in `@hearth/nest-common` (admin's newsletter
 * sends through it too); re-exported for notifications' mail module.
 */
export { NodemailerMailer, mailConfigFromEnv, type MailConfig } from '@hearth/nest-common';
