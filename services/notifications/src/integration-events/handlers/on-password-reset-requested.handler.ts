import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  EventTypes,
  Topics,
  type PasswordResetRequestedPayload,
  type PasswordResetRequestedV2Payload,
} from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { passwordResetEmail, webUrlFromEnv } from '../../mail/account-emails.js';
import { LinkOpener } from '../../mail/link-opener.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const PASSWORD_RESET_MAIL_CONSUMER = 'notifications.on-password-reset-requested';

/**
 * On `PasswordResetRequested` (users): e-mails the reset link (to `WEB_URL`'s reset page), once
 * per event, queued in the inbox transaction and sent after it commits (mail outbox: retried
 * until sent). v2 carries the link's secret sealed to notifications (opened here with
 * `LinkOpener`, docs/adr/0019), v1 in the clear: nothing here logs it.
 */
@Injectable()
export class OnPasswordResetRequestedHandler implements OnModuleInit {
  private readonly webUrl = webUrlFromEnv();

  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
    private readonly links: LinkOpener,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<PasswordResetRequestedPayload | PasswordResetRequestedV2Payload>(
      Topics.users,
      EventTypes.PasswordResetRequested,
      PASSWORD_RESET_MAIL_CONSUMER,
      async (payload) => {
        const token = await this.links.tokenOf('password-reset', payload);
        await this.mailer.send({
          to: payload.email,
          userId: payload.userId,
          ...passwordResetEmail({ ...payload, token }, this.webUrl),
        });
      },
    );
  }
}
