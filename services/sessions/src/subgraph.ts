import type { SubgraphDefinition } from '@hearth/nest-common';
import { SESSIONS_ENTITIES } from './domain/entities.js';
import { CreateSchedule1763700000000 } from './migrations/1763700000000-create-schedule.js';
import { CookingSessionStock1764000000000 } from './migrations/1764000000000-cooking-session-stock.js';
import { RestaurantDishes1765100000002 } from './migrations/1765100000002-restaurant-dishes.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { ReservationsModule } from './reservations/reservations.module.js';
import { StockReservations1765300000001 } from './migrations/1765300000001-stock-reservations.js';

/** The `sessions` subgraph (port 4003): cooking sessions, occurrences, per-dish stock. */
export function sessionsSubgraph(): SubgraphDefinition {
  return {
    service: 'sessions',
    entities: SESSIONS_ENTITIES,
    migrations: [
      CreateSchedule1763700000000,
      CookingSessionStock1764000000000,
      RestaurantDishes1765100000002,
      StockReservations1765300000001,
    ],
    imports: [SessionsModule, ReservationsModule],
  };
}
export default sessionsSubgraph;
