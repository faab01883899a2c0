import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCompletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ReviewsService } from '../../reviews/reviews.service.js';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_ORDER_COMPLETED = 'restaurants.on-order-completed';

/**
 * On `OrderCompleted` (orders: the chef marked an accepted order completed): from then on the
 * order's guest may review the restaurant for it, once per event.
 */
@Injectable()
export class OnOrderCompletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reviews: ReviewsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCompletedPayload>(
      Topics.orders,
      EventTypes.OrderCompleted,
      ON_ORDER_COMPLETED,
      (p, manager, event) => this.reviews.recordCompletedOrder(manager, p, event.occurredAt),
    );
  }
}
