import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  EventTypes,
  Topics,
  type EmailChangeRequestedPayload,
  type EmailChangeRequestedV2Payload,
} from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  emailChangeConfirmEmail,
  emailChangeNoticeEmail,
  webUrlFromEnv,
} from '../../mail/account-emails.js';
import { LinkOpener } from '../../mail/link-opener.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const EMAIL_CHANGE_MAIL_CONSUMER = 'notifications.on-email-change-requested';

/**
 * On `EmailChangeRequested` (users): e-mails the confirmation link to the new address and a
 * notice (without the link) to the current one, once per event, queued in the inbox transaction
 * and sent after it commits (mail outbox: retried until sent). Both carry the user's id, so the
 * link waiting for the new address is in their data copy and goes with their account. v2 carries
 * the link's secret sealed to notifications (opened here with `LinkOpener`, docs/adr/0019), v1
 * in the clear: nothing here logs it.
 */
@Injectable()
export class OnEmailChangeRequestedHandler implements OnModuleInit {
  private readonly webUrl = webUrlFromEnv();

  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
    private readonly links: LinkOpener,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<EmailChangeRequestedPayload | EmailChangeRequestedV2Payload>(
      Topics.users,
      EventTypes.EmailChangeRequested,
      EMAIL_CHANGE_MAIL_CONSUMER,
      async (payload) => {
        const p = { ...payload, token: await this.links.tokenOf('email-change', payload) };
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
