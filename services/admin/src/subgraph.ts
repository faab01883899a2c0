import type { SubgraphDefinition } from '@hearth/nest-common';
import { ChefApplicationEntity } from './chefs/chef-application.entity.js';
import { ChefsModule } from './chefs/chefs.module.js';
import { CreateChefApplications1763700000000 } from './migrations/1763700000000-create-chef-applications.js';

/** The `admin` subgraph (port 4006): waitlists, newsletter, promotions, payouts, chef verification. */
export function adminSubgraph(): SubgraphDefinition {
  return {
    service: 'admin',
    entities: [ChefApplicationEntity],
    migrations: [CreateChefApplications1763700000000],
    imports: [ChefsModule],
  };
}
export default adminSubgraph;
