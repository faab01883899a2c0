import { Module } from '@nestjs/common';
import { OnChefVerifiedHandler } from '../events/on-chef-verified.handler.js';
import { OnChefWaitlistJoinedHandler } from '../events/on-chef-waitlist-joined.handler.js';
import { OnGuestWaitlistJoinedHandler } from '../events/on-guest-waitlist-joined.handler.js';
import { OnNewsletterSubscribedHandler } from '../events/on-newsletter-subscribed.handler.js';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from './mail.module.js';

/** Confirmation e-mails for the public sign-ups (waitlists, newsletter) and chef decisions. */
@Module({
  imports: [MailModule, NotificationsModule],
  providers: [
    OnChefWaitlistJoinedHandler,
    OnGuestWaitlistJoinedHandler,
    OnNewsletterSubscribedHandler,
    OnChefVerifiedHandler,
  ],
})
export class ConfirmationsModule {}
