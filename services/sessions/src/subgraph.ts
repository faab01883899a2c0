import type { SubgraphDefinition } from '@hearth/nest-common';
import { CreateSchedule1763700000000 } from './migrations/1763700000000-create-schedule.js';
import { CookingSessionEntity } from './schedule/cooking-session.entity.js';
import { ScheduleModule } from './schedule/schedule.module.js';

/** The `sessions` subgraph (port 4003): cooking sessions, occurrences, per-dish stock. */
export function sessionsSubgraph(): SubgraphDefinition {
  return {
    service: 'sessions',
    entities: [CookingSessionEntity],
    migrations: [CreateSchedule1763700000000],
    imports: [ScheduleModule],
  };
}
export default sessionsSubgraph;
