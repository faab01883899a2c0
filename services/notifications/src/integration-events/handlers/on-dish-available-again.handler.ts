import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type DishAvailableAgainPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { DishAvailableNotifier } from '../../notify-me/dish-available-notifier.js';

/** Inbox consumer name of this handler. */
export const DISH_AVAILABLE_AGAIN_CONSUMER = 'notifications.on-dish-available-again';

/**
 * On `DishAvailableAgain` (sessions: portions of a dish guests waited for came back, or a new date
 * offers it): tells each named guest in the app and by e-mail (`DishAvailableNotifier`), once per
 * event (inbox), so an event delivered twice tells nobody twice (docs/rules/notify-me.md).
 */
@Injectable()
export class OnDishAvailableAgainHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: DishAvailableNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<DishAvailableAgainPayload>(
      Topics.sessions,
      EventTypes.DishAvailableAgain,
      DISH_AVAILABLE_AGAIN_CONSUMER,
      (p, m) => this.notifier.tell(m, p),
    );
  }
}
