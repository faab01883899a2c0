/**
 * The mail port lives in `@hearth/nest-common` (admin's newsletter sends through it too); this
 * module keeps notifications' imports short. Inject `Mailer`.
 */
export { Mailer, type MailMessage } from '@hearth/nest-common';
