/** One outgoing e-mail: a plain-text body and its simple HTML twin. */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The port notifications send e-mail through (adapter: `NodemailerMailer`). Inject `Mailer`.
 * `send` resolves once the message is accepted (by the SMTP server, or written to disk) and
 * rejects otherwise — inside an event handler that rolls back the inbox row, so the bus retries.
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
