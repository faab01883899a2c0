import { Module } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { OnUserDeletedHandler } from './handlers/on-user-deleted.handler.js';
import { OnEmailChangedHandler } from './handlers/on-email-changed.handler.js';
import { OnEmailChangeRequestedHandler } from './handlers/on-email-change-requested.handler.js';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { ConfirmationsModule } from '../mail/confirmations.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { OrderNotificationsModule } from '../orders/order-notifications.module.js';
import { OnOrderPlacedHandler } from './handlers/on-order-placed.handler.js';
import { OnRestaurantEstablishedHandler } from './handlers/on-restaurant-established.handler.js';
import { OnChefApprovedHandler } from './handlers/on-chef-approved.handler.js';
import { OnChefRejectedHandler } from './handlers/on-chef-rejected.handler.js';
import { OnChefWaitlistJoinedHandler } from './handlers/on-chef-waitlist-joined.handler.js';
import { OnGuestWaitlistJoinedHandler } from './handlers/on-guest-waitlist-joined.handler.js';
import { OnNewsletterSubscribedHandler } from './handlers/on-newsletter-subscribed.handler.js';
import { OnOrderAcceptedHandler } from './handlers/on-order-accepted.handler.js';
import { OnOrderCancelledHandler } from './handlers/on-order-cancelled.handler.js';
import { OnOrderCompletedHandler } from './handlers/on-order-completed.handler.js';
import { OnOrderDeclinedHandler } from './handlers/on-order-declined.handler.js';
import { OnOrderPendingHandler } from './handlers/on-order-pending.handler.js';
import { OnOrderRejectedHandler } from './handlers/on-order-rejected.handler.js';
import { OnUserRegisteredHandler } from './handlers/on-user-registered.handler.js';
import { OnOrderPaymentFailedHandler } from './handlers/on-order-payment-failed.handler.js';
import { OnPaymentRefundedHandler } from './handlers/on-payment-refunded.handler.js';
import { OnPasswordResetRequestedHandler } from './handlers/on-password-reset-requested.handler.js';
import { OnOrderTimedOutHandler } from './handlers/on-order-timed-out.handler.js';
import { OnOrderReceiptIssuedHandler } from './handlers/on-order-receipt-issued.handler.js';
import { OnDishAvailableAgainHandler } from './handlers/on-dish-available-again.handler.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { LinkOpener } from '../mail/link-opener.js';
import { NotifyMeModule } from '../notify-me/notify-me.module.js';
import { StandingWeekNotificationsModule } from '../standing-orders/standing-week-notifications.module.js';
import { OnStandingOrderWeekPlacedHandler } from './handlers/on-standing-order-week-placed.handler.js';
import { OnTipAddedHandler } from './handlers/on-tip-added.handler.js';
import { OnStandingOrderWeekMissedHandler } from './handlers/on-standing-order-week-missed.handler.js';

/**
 * Every event notifications consumes, one handler each: users' sign-ups, chef decisions and
 * password-reset links, admin's public sign-ups (confirmation e-mails) and orders' saga steps
 * (order notifications), orders' placements and restaurants' owners (messaging parties), and
 * sessions' dishes available again (Notify me).
 */
@Module({
  imports: [
    PrivacyModule,
    NotificationsModule,
    MailModule,
    ConfirmationsModule,
    OrderNotificationsModule,
    MessagingModule,
    PreferencesModule,
    NotifyMeModule,
    StandingWeekNotificationsModule,
  ],
  providers: [
    LinkOpener,
    OnUserDeletedHandler,
    OnEmailChangedHandler,
    OnEmailChangeRequestedHandler,
    OnUserRegisteredHandler,
    OnChefWaitlistJoinedHandler,
    OnGuestWaitlistJoinedHandler,
    OnNewsletterSubscribedHandler,
    OnChefApprovedHandler,
    OnChefRejectedHandler,
    OnOrderPendingHandler,
    OnOrderRejectedHandler,
    OnOrderAcceptedHandler,
    OnOrderDeclinedHandler,
    OnOrderCancelledHandler,
    OnOrderCompletedHandler,
    OnOrderPaymentFailedHandler,
    OnPaymentRefundedHandler,
    OnTipAddedHandler,
    OnPasswordResetRequestedHandler,
    OnOrderTimedOutHandler,
    OnOrderReceiptIssuedHandler,
    OnStandingOrderWeekPlacedHandler,
    OnStandingOrderWeekMissedHandler,
    OnDishAvailableAgainHandler,
    OnOrderPlacedHandler,
    OnRestaurantEstablishedHandler,
  ],
})
export class IntegrationEventsModule {}
