/**
 * Injection token of the newsletter's own `Mailer`: a pool of SMTP connections (bulk sending,
 * `NewsletterConfig.connections`) with short timeouts, separate from any other mail of the service.
 */
export const NEWSLETTER_MAILER = Symbol('NEWSLETTER_MAILER');

/** Injection token of the `NewsletterConfig` (read once from the environment). */
export const NEWSLETTER_CONFIG = Symbol('NEWSLETTER_CONFIG');
