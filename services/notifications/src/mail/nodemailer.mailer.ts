import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { Mailer, type MailMessage } from './mailer.js';

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

/** The repository root (this file is `services/notifications/{src,dist}/mail/…`). */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

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
  ) {
    super();
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });
  }

  /** Sends `message` from `config.from`. Rejects with the transport's or the file system's error. */
  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.from, ...message });
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
