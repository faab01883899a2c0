import type { SubgraphDefinition } from '@hearth/nest-common';
import { SESSIONS_ENTITIES } from './domain/entities.js';
import { CreateSchedule1763700000000 } from './migrations/1763700000000-create-schedule.js';
import { CookingSessionStock1764000000000 } from './migrations/1764000000000-cooking-session-stock.js';
import { SessionsModule } from './sessions/sessions.module.js';

/** The `sessions` subgraph (port 4003): cooking sessions, occurrences, per-dish stock. */
export function sessionsSubgraph(): SubgraphDefinition {
  return {
    service: 'sessions',
    entities: SESSIONS_ENTITIES,
    migrations: [CreateSchedule1763700000000, CookingSessionStock1764000000000],
    imports: [SessionsModule],
  };
}
export default sessionsSubgraph;
