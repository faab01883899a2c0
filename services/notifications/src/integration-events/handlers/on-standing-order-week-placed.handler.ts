import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type StandingOrderWeekPlacedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { StandingWeekNotifier } from '../../standing-orders/standing-week-notifier.js';

/** Inbox consumer name of this handler. */
export const STANDING_ORDER_WEEK_PLACED_CONSUMER = 'notifications.on-standing-order-week-placed';

/**
 * On `StandingOrderWeekPlaced` (orders): tells the guest their weekly order for that week is
 * placed, in the app and by e-mail (`StandingWeekNotifier.placed`), once per event.
 */
@Injectable()
export class OnStandingOrderWeekPlacedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: StandingWeekNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<StandingOrderWeekPlacedPayload>(
      Topics.orders,
      EventTypes.StandingOrderWeekPlaced,
      STANDING_ORDER_WEEK_PLACED_CONSUMER,
      (p, m) => this.notifier.placed(m, p),
    );
  }
}
