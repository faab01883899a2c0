import { Module } from '@nestjs/common';
import { OnChefWaitlistJoinedHandler } from '../events/on-chef-waitlist-joined.handler.js';
import { OnGuestWaitlistJoinedHandler } from '../events/on-guest-waitlist-joined.handler.js';
import { OnNewsletterSubscribedHandler } from '../events/on-newsletter-subscribed.handler.js';
import { MailModule } from './mail.module.js';

/** Confirmation e-mails for the public sign-ups (waitlists, newsletter). */
@Module({
  imports: [MailModule],
  providers: [
    OnChefWaitlistJoinedHandler,
    OnGuestWaitlistJoinedHandler,
    OnNewsletterSubscribedHandler,
  ],
})
export class ConfirmationsModule {}
