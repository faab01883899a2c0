import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type PasswordResetRequestedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { passwordResetEmail, webUrlFromEnv } from '../../mail/account-emails.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const PASSWORD_RESET_MAIL_CONSUMER = 'notifications.on-password-reset-requested';

/**
 * On `PasswordResetRequested` (users): e-mails the reset link (to `WEB_URL`'s reset page), once
 * per event, queued in the inbox transaction and sent after it commits (mail outbox: retried
 * until sent). The payload holds
 * the link's secret: nothing here logs it.
 */
@Injectable()
export class OnPasswordResetRequestedHandler implements OnModuleInit {
  private readonly webUrl = webUrlFromEnv();

  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<PasswordResetRequestedPayload>(
      Topics.users,
      EventTypes.PasswordResetRequested,
      PASSWORD_RESET_MAIL_CONSUMER,
      (payload) =>
        this.mailer.send({
          to: payload.email,
          userId: payload.userId,
          ...passwordResetEmail(payload, this.webUrl),
        }),
    );
  }
}
