import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type StandingOrderWeekMissedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { StandingWeekNotifier } from '../../standing-orders/standing-week-notifier.js';

/** Inbox consumer name of this handler. */
export const STANDING_ORDER_WEEK_MISSED_CONSUMER = 'notifications.on-standing-order-week-missed';

/**
 * On `StandingOrderWeekMissed` (orders): tells the guest why their weekly order was not placed
 * that week (no stock, card declined…) and that it stays on for next week, in the app and by
 * e-mail (`StandingWeekNotifier.missed`), once per event.
 */
@Injectable()
export class OnStandingOrderWeekMissedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: StandingWeekNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<StandingOrderWeekMissedPayload>(
      Topics.orders,
      EventTypes.StandingOrderWeekMissed,
      STANDING_ORDER_WEEK_MISSED_CONSUMER,
      (p, m) => this.notifier.missed(m, p),
    );
  }
}
