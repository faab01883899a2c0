import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type EmailChangeRequestedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  emailChangeConfirmEmail,
  emailChangeNoticeEmail,
  webUrlFromEnv,
} from '../../mail/account-emails.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const EMAIL_CHANGE_MAIL_CONSUMER = 'notifications.on-email-change-requested';

/**
 * On `EmailChangeRequested` (users): e-mails the confirmation link to the new address and a
 * notice (without the link) to the current one, once per event, queued in the inbox transaction
 * and sent after it commits (mail outbox: retried until sent). Both carry the user's id, so the
 * link waiting for the new address is in their data copy and goes with their account. The
 * payload holds the link's secret: nothing here logs it.
 */
@Injectable()
export class OnEmailChangeRequestedHandler implements OnModuleInit {
  private readonly webUrl = webUrlFromEnv();

  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<EmailChangeRequestedPayload>(
      Topics.users,
      EventTypes.EmailChangeRequested,
      EMAIL_CHANGE_MAIL_CONSUMER,
      async (p) => {
        // userId: the new address is not the account's yet; the data copy and erasure find it so.
        await this.mailer.send({
          to: p.newEmail,
          userId: p.userId,
          ...emailChangeConfirmEmail(p, this.webUrl),
        });
        await this.mailer.send({
          to: p.currentEmail,
          userId: p.userId,
          ...emailChangeNoticeEmail(p, this.webUrl),
        });
      },
    );
  }
}
