import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

/** One outgoing e-mail: a plain-text body and its HTML twin. */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@domain>`; nodemailer makes one when absent. */
  messageId?: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of a newsletter. */
  headers?: Record<string, string>;
  /**
   * The account the mail is for, when known — needed where the address is not (yet) the
   * account's, e.g. the link confirming a new e-mail. Never sent; a queued copy keeps it so the
   * person's data copy and the erasure of their account find that mail too.
   */
  userId?: string;
}

/**
 * The port a service sends e-mail through (adapter: `NodemailerMailer`). `send` resolves once the
 * message is accepted (by the SMTP server, or written to disk) and rejects otherwise, with
 * nodemailer's error: `responseCode` (the SMTP reply code, e.g. 451 or 550) when the server
 * answered, `code` (e.g. `ECONNECTION`, `ETIMEDOUT`) and `command` (the SMTP step, `CONN` while
 * connecting) when it did not.
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/** Sender used when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Hearth <hello@hearth.local>';

/** Where and how mail goes (see `mailConfigFromEnv`). */
export interface MailConfig {
  /** SMTP server URL (`smtp://host:port`, `smtps://user:pass@host:465`); unset = write files. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
  /** Folder of the `.eml` files when there is no SMTP server. */
  fileDir: string;
}

/** The repository root (this file is `libs/nest-common/{src,dist}/mail.{ts,js}`). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Mail settings from the environment: `SMTP_URL` (unset: embedded default, files),
 * `MAIL_FROM` (default `Hearth <hello@hearth.local>`), and the file folder
 * `${HEARTH_DATA_DIR ?? '<repo>/.data'}/mail`.
 */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    fileDir: join(env.HEARTH_DATA_DIR || join(REPO_ROOT, '.data'), 'mail'),
  };
}

/** How a `NodemailerMailer` talks to its SMTP server. */
export interface SmtpOptions {
  /**
   * Keep up to this many SMTP connections open and reuse them (bulk sending); unset = one
   * connection per message.
   */
  pooledConnections?: number;
  /** Longest wait for the connection, the greeting and each reply, in ms (nodemailer's defaults when unset). */
  timeoutMs?: number;
}

/**
 * `Mailer` adapter on nodemailer: an SMTP transport when `smtpUrl` is set; otherwise each message
 * is rendered (RFC 5322, as an SMTP server would receive it) and written to
 * `<fileDir>/<time>-<uuid>.eml` — the folder is created on first use and every path is logged, so
 * a developer can open the mail without a mail server.
 */
export class NodemailerMailer extends Mailer {
  private readonly transport: Transporter;
  private folderReady: Promise<void> | null = null;

  constructor(
    private readonly config: MailConfig,
    private readonly logger: Logger,
    smtp: SmtpOptions = {},
  ) {
    super();
    const timeouts = smtp.timeoutMs
      ? {
          connectionTimeout: smtp.timeoutMs,
          greetingTimeout: smtp.timeoutMs,
          socketTimeout: smtp.timeoutMs,
        }
      : {};
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          ...timeouts,
          ...(smtp.pooledConnections
            ? { pool: true, maxConnections: smtp.pooledConnections, maxMessages: Infinity }
            : {}),
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });
  }

  /** Sends `message` from `config.from`. Rejects with the transport's or the file system's error. */
  async send(message: MailMessage): Promise<void> {
    // userId is ours, not a header: it stays out of what nodemailer renders.
    const { userId: _userId, ...mail } = message;
    const info = await this.transport.sendMail({ from: this.config.from, ...mail });
    if (this.config.smtpUrl) {
      this.logger.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      return;
    }
    this.folderReady ??= mkdir(this.config.fileDir, { recursive: true }).then(() => {
      this.logger.info({ dir: this.config.fileDir }, 'mail: no SMTP_URL, writing .eml files');
    });
    await this.folderReady.catch((err: unknown) => {
      this.folderReady = null; // try again on the next message
      throw err;
    });
    const path = join(this.config.fileDir, `${Date.now()}-${randomUUID()}.eml`);
    // With `streamTransport` + `buffer: true`, nodemailer returns the whole message as a Buffer.
    await writeFile(path, (info as { message: Buffer }).message);
    this.logger.info({ to: message.to, path }, 'mail written');
  }

  /** Closes the SMTP connection pool (if any). */
  close(): void {
    this.transport.close();
  }
}
