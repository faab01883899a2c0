import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventSubscriber } from '@hearth/nest-common';
import { EventTypes, Topics, type ChefWaitlistJoinedPayload } from '@hearth/events';
import { chefWaitlistEmail } from '../../mail/confirmation-emails.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const CHEF_WAITLIST_MAIL_CONSUMER = 'notifications.on-chef-waitlist-joined';

/**
 * On `ChefWaitlistJoined` (admin): e-mails the confirmation to the registrant, once per event.
 * The mail is queued in the inbox transaction and sent after it commits (mail outbox: a failing
 * SMTP server neither rolls the event back nor loses the mail; it is retried until sent).
 */
@Injectable()
export class OnChefWaitlistJoinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefWaitlistJoinedPayload>(
      Topics.admin,
      EventTypes.ChefWaitlistJoined,
      CHEF_WAITLIST_MAIL_CONSUMER,
      (payload) => this.mailer.send({ to: payload.email, ...chefWaitlistEmail(payload) }),
    );
  }
}
