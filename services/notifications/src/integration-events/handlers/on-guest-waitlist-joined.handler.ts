import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventSubscriber } from '@hearth/nest-common';
import { EventTypes, Topics, type GuestWaitlistJoinedPayload } from '@hearth/events';
import { guestWaitlistEmail } from '../../mail/confirmation-emails.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const GUEST_WAITLIST_MAIL_CONSUMER = 'notifications.on-guest-waitlist-joined';

/**
 * On `GuestWaitlistJoined` (admin): e-mails 'Thanks for signing up as Beta Guest!' to the guest,
 * once per event; queued in the inbox transaction and sent after it commits (mail outbox: retried until sent).
 */
@Injectable()
export class OnGuestWaitlistJoinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<GuestWaitlistJoinedPayload>(
      Topics.admin,
      EventTypes.GuestWaitlistJoined,
      GUEST_WAITLIST_MAIL_CONSUMER,
      (payload) => this.mailer.send({ to: payload.email, ...guestWaitlistEmail(payload) }),
    );
  }
}
