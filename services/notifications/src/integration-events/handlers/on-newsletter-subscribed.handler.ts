import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventSubscriber } from '@hearth/nest-common';
import { EventTypes, Topics, type NewsletterSubscribedPayload } from '@hearth/events';
import { newsletterEmail } from '../../mail/confirmation-emails.js';
import { Mailer } from '../../mail/mailer.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const NEWSLETTER_MAIL_CONSUMER = 'notifications.on-newsletter-subscribed';

/**
 * On `NewsletterSubscribed` (admin): e-mails the subscription confirmation, once per event; sent
 * queued in the inbox transaction and sent after it commits (mail outbox: retried until sent).
 */
@Injectable()
export class OnNewsletterSubscribedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<NewsletterSubscribedPayload>(
      Topics.admin,
      EventTypes.NewsletterSubscribed,
      NEWSLETTER_MAIL_CONSUMER,
      (payload) => this.mailer.send({ to: payload.email, ...newsletterEmail(payload) }),
    );
  }
}
