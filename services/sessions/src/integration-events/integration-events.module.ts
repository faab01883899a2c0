import { Module } from '@nestjs/common';
import { DishesModule } from '../dishes/dishes.module.js';
import { ReservationsModule } from '../reservations/reservations.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { OnCookingSessionScheduledHandler } from './handlers/on-cooking-session-scheduled.handler.js';
import { OnDishChangedHandler } from './handlers/on-dish-changed.handler.js';
import { OnDishDeletedHandler } from './handlers/on-dish-deleted.handler.js';
import { OnOrderCancelledHandler } from './handlers/on-order-cancelled.handler.js';
import { OnOrderDeclinedHandler } from './handlers/on-order-declined.handler.js';
import { OnOrderPlacedHandler } from './handlers/on-order-placed.handler.js';
import { OnOrderPaymentFailedHandler } from './handlers/on-order-payment-failed.handler.js';
import { OnOrderTimedOutHandler } from './handlers/on-order-timed-out.handler.js';
import { OnRestaurantEstablishedHandler } from './handlers/on-restaurant-established.handler.js';
import { OnUserDeletedHandler } from './handlers/on-user-deleted.handler.js';

/**
 * Every event sessions consumes, one handler each: restaurants' restaurants and dishes
 * (projections), orders' saga steps (reservations), its own session schedule (stock) and users'
 * deleted accounts (their Notify me waits erased).
 */
@Module({
  imports: [SessionsModule, ReservationsModule, DishesModule],
  providers: [
    OnRestaurantEstablishedHandler,
    OnDishChangedHandler,
    OnDishDeletedHandler,
    OnOrderPlacedHandler,
    OnOrderDeclinedHandler,
    OnOrderCancelledHandler,
    OnOrderPaymentFailedHandler,
    OnOrderTimedOutHandler,
    OnCookingSessionScheduledHandler,
    OnUserDeletedHandler,
  ],
})
export class IntegrationEventsModule {}
