import type { SubgraphDefinition } from '@hearth/nest-common';
import { ChefApplicationEntity } from './chefs/chef-application.entity.js';
import { ChefsModule } from './chefs/chefs.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { CreateChefApplications1763700000000 } from './migrations/1763700000000-create-chef-applications.js';
import { CreateWaitlistsAndNewsletter1763800000000 } from './migrations/1763800000000-create-waitlists-and-newsletter.js';
import { ChefVerification1765200000001 } from './migrations/1765200000001-chef-verification.js';
import { NewsletterSubscriptionEntity } from './newsletter/newsletter-subscription.entity.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { ChefWaitlistEntity } from './waitlists/chef-waitlist.entity.js';
import { GuestWaitlistEntity } from './waitlists/guest-waitlist.entity.js';
import { WaitlistsModule } from './waitlists/waitlists.module.js';

/** The `admin` subgraph (port 4006): waitlists, newsletter, promotions, payouts, chef verification. */
export function adminSubgraph(): SubgraphDefinition {
  return {
    service: 'admin',
    entities: [
      ChefApplicationEntity,
      ChefWaitlistEntity,
      GuestWaitlistEntity,
      NewsletterSubscriptionEntity,
    ],
    migrations: [
      CreateChefApplications1763700000000,
      CreateWaitlistsAndNewsletter1763800000000,
      ChefVerification1765200000001,
    ],
    imports: [
      ChefsModule,
      WaitlistsModule,
      NewsletterModule,
      ExportsModule,
      IntegrationEventsModule,
    ],
  };
}
export default adminSubgraph;
