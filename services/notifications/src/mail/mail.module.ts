import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { Mailer } from './mailer.js';
import { NodemailerMailer, mailConfigFromEnv } from './nodemailer.mailer.js';

/** Provides `Mailer` (nodemailer; SMTP_URL, MAIL_FROM, HEARTH_DATA_DIR — see `mailConfigFromEnv`). */
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [LOGGER],
      useFactory: (logger: Logger) => new NodemailerMailer(mailConfigFromEnv(), logger),
    },
  ],
  exports: [Mailer],
})
export class MailModule implements OnModuleDestroy {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {}

  onModuleDestroy(): void {
    if (this.mailer instanceof NodemailerMailer) this.mailer.close();
  }
}
