import { Module } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { OnUserDeletedHandler } from './handlers/on-user-deleted.handler.js';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { OnDishChangedHandler } from './handlers/on-dish-changed.handler.js';
import { OnDishDeletedHandler } from './handlers/on-dish-deleted.handler.js';
import { OnOccurrenceDishesWithdrawnHandler } from './handlers/on-occurrence-dishes-withdrawn.handler.js';
import { OnOccurrenceStockChangedHandler } from './handlers/on-occurrence-stock-changed.handler.js';
import { OnOccurrenceWithdrawnHandler } from './handlers/on-occurrence-withdrawn.handler.js';
import { OnRestaurantEstablishedHandler } from './handlers/on-restaurant-established.handler.js';
import { OnStockRejectedHandler } from './handlers/on-stock-rejected.handler.js';
import { OnStockReservedHandler } from './handlers/on-stock-reserved.handler.js';
import { OnOrderDeclinedHandler } from './handlers/on-order-declined.handler.js';
import { OnOrderCancelledHandler } from './handlers/on-order-cancelled.handler.js';
import { OnBankDetailsAddedHandler } from './handlers/on-bank-details-added.handler.js';
import { OnChefTaxNumberChangedHandler } from './handlers/on-chef-tax-number-changed.handler.js';
import { OnPayoutRecipientCreatedHandler } from './handlers/on-payout-recipient-created.handler.js';
import { OnGuestWaitlistJoinedHandler } from './handlers/on-guest-waitlist-joined.handler.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { StandingOrdersModule } from '../standing-orders/standing-orders.module.js';
import { OnOrderPendingStandingWeekHandler } from './handlers/on-order-pending.handler.js';
import { OnOrderRejectedStandingWeekHandler } from './handlers/on-order-rejected.handler.js';
import { OnOrderPaymentFailedStandingWeekHandler } from './handlers/on-order-payment-failed.handler.js';

/**
 * Every event orders consumes, one handler each: restaurants' and sessions' facts (the catalog
 * projections carts and checkout read), sessions' saga replies (the order lifecycle), users'
 * bank details and Wise recipients (who can be paid out, and where), chefs' GST/HST numbers (who
 * supplies their orders for tax), who is a guest on the guest waitlist (promotions), and orders'
 * own saga answers for standing orders' weeks (placed, or missed with why).
 */
@Module({
  imports: [
    PrivacyModule,
    CatalogProjectionModule,
    OrdersModule,
    PayoutsModule,
    PromotionsModule,
    StandingOrdersModule,
  ],
  providers: [
    OnUserDeletedHandler,
    OnDishChangedHandler,
    OnDishDeletedHandler,
    OnRestaurantEstablishedHandler,
    OnOccurrenceStockChangedHandler,
    OnOccurrenceWithdrawnHandler,
    OnOccurrenceDishesWithdrawnHandler,
    OnStockReservedHandler,
    OnStockRejectedHandler,
    OnOrderDeclinedHandler,
    OnOrderCancelledHandler,
    OnBankDetailsAddedHandler,
    OnChefTaxNumberChangedHandler,
    OnPayoutRecipientCreatedHandler,
    OnGuestWaitlistJoinedHandler,
    OnOrderPendingStandingWeekHandler,
    OnOrderRejectedStandingWeekHandler,
    OnOrderPaymentFailedStandingWeekHandler,
  ],
})
export class IntegrationEventsModule {}
