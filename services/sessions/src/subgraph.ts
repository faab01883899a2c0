import type { SubgraphDefinition } from '@hearth/nest-common';
import { CreateSchedule1763700000000 } from './migrations/1763700000000-create-schedule.js';
import { CookingSessionStock1764000000000 } from './migrations/1764000000000-cooking-session-stock.js';
import { RestaurantDishes1765100000002 } from './migrations/1765100000002-restaurant-dishes.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { ReservationsModule } from './reservations/reservations.module.js';
import { DishesModule } from './dishes/dishes.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { StockReservations1765300000001 } from './migrations/1765300000001-stock-reservations.js';
import { RestaurantVisibility1768000000000 } from './migrations/1768000000000-restaurant-visibility.js';
import { StockWatches1769100000000 } from './migrations/1769100000000-stock-watches.js';
import { SessionsLastDate1770600000100 } from './migrations/1770600000100-sessions-last-date.js';
import { WaitingModule } from './waiting/waiting.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';

/** The `sessions` subgraph (port 4003): cooking sessions, occurrences, per-dish stock. */
export function sessionsSubgraph(): SubgraphDefinition {
  return {
    service: 'sessions',
    entities: [],
    migrations: [
      CreateSchedule1763700000000,
      CookingSessionStock1764000000000,
      RestaurantDishes1765100000002,
      StockReservations1765300000001,
      RestaurantVisibility1768000000000,
      StockWatches1769100000000,
      SessionsLastDate1770600000100,
    ],
    imports: [
      SessionsModule,
      ReservationsModule,
      DishesModule,
      WaitingModule,
      PrivacyModule,
      IntegrationEventsModule,
    ],
  };
}
export default sessionsSubgraph;
