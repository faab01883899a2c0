import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { LOGGER } from '@hearth/nest-common';
import { MailOutbox } from './mail-outbox.js';
import { Mailer } from './mailer.js';
import { NodemailerMailer, mailConfigFromEnv } from './nodemailer.mailer.js';

/** DI token of the SMTP (or .eml file) transport the mail outbox sends through. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * Provides `Mailer`: the mail outbox (`MailOutbox`: sent after the caller's transaction commits,
 * retried, never lost) over nodemailer (SMTP_URL, MAIL_FROM, HEARTH_DATA_DIR — see
 * `mailConfigFromEnv`).
 */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [LOGGER],
      useFactory: (logger: Logger) => new NodemailerMailer(mailConfigFromEnv(), logger),
    },
    {
      provide: Mailer,
      inject: [getDataSourceToken(), MAIL_TRANSPORT, LOGGER],
      useFactory: (dataSource: DataSource, transport: Mailer, logger: Logger) =>
        new MailOutbox(dataSource, transport, logger),
    },
  ],
  exports: [Mailer],
})
export class MailModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(MAIL_TRANSPORT) private readonly transport: Mailer,
  ) {}

  onModuleInit(): void {
    if (this.mailer instanceof MailOutbox) this.mailer.start();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.mailer instanceof MailOutbox) await this.mailer.stop();
    if (this.transport instanceof NodemailerMailer) this.transport.close();
  }
}
