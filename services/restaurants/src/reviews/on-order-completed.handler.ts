import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCompletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_ORDER_COMPLETED = 'restaurants.on-order-completed';

/**
 * Consumes `OrderCompleted` v1 (topic `Topics.orders`, published by `orders` when the chef marks
 * an accepted order completed) into `completed_orders`: from then on the order's guest may review
 * the restaurant for it (SPEC 'Review Your Order'). Idempotent: inbox row and projection row
 * commit together; a redelivered order id changes nothing.
 */
@Injectable()
export class OnOrderCompletedHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCompletedPayload>(
      Topics.orders,
      EventTypes.OrderCompleted,
      ON_ORDER_COMPLETED,
      async (p, manager, event) => {
        await manager.query(
          `INSERT INTO completed_orders (order_id, guest_user_id, restaurant_id, completed_at)
           VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) DO NOTHING`,
          [p.orderId, p.guestId, p.restaurantId, event.occurredAt],
        );
      },
    );
  }
}
