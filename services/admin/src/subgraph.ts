import type { SubgraphDefinition } from '@hearth/nest-common';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ChefApplicationEntity } from './chefs/chef-application.entity.js';
import { ChefsModule } from './chefs/chefs.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { CreateChefApplications1763700000000 } from './migrations/1763700000000-create-chef-applications.js';
import { CreateWaitlistsAndNewsletter1763800000000 } from './migrations/1763800000000-create-waitlists-and-newsletter.js';
import { ChefVerification1765200000001 } from './migrations/1765200000001-chef-verification.js';
import { NewsletterSubscriptionEntity } from './newsletter/newsletter-subscription.entity.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { GuestAccountEntity } from './guests/guest-account.entity.js';
import { NewsletterPosts1767600000000 } from './migrations/1767600000000-newsletter-posts.js';
import { NewsletterPostEntity } from './newsletter-posts/newsletter-post.entity.js';
import { NewsletterPostsModule } from './newsletter-posts/newsletter-posts.module.js';
import { PartnerKeys1768000000000 } from './migrations/1768000000000-partner-keys.js';
import { UnsubscribeKeyOutOfDatabase1769700000000 } from './migrations/1769700000000-unsubscribe-key-out-of-database.js';
import { NewsletterFinalCounts1770600000000 } from './migrations/1770600000000-newsletter-final-counts.js';
import { ListCounts1770600000001 } from './migrations/1770600000001-list-counts.js';
import { PartnerKeyEntity } from './partner-keys/partner-key.entity.js';
import { PartnerKeysModule } from './partner-keys/partner-keys.module.js';
import { NewsletterRecipientEntity } from './newsletter-posts/newsletter-recipient.entity.js';
import { NewsletterUnsubscribeEntity } from './newsletter-posts/newsletter-unsubscribe.entity.js';
import { ChefWaitlistEntity } from './waitlists/chef-waitlist.entity.js';
import { GuestWaitlistEntity } from './waitlists/guest-waitlist.entity.js';
import { WaitlistsModule } from './waitlists/waitlists.module.js';

/**
 * The `admin` subgraph (port 4006): waitlists, newsletter (subscriptions, posting and its
 * background sender), promotions, payouts, chef verification, partner API keys.
 */
export function adminSubgraph(): SubgraphDefinition {
  return {
    service: 'admin',
    entities: [
      ChefApplicationEntity,
      ChefWaitlistEntity,
      GuestWaitlistEntity,
      NewsletterSubscriptionEntity,
      NewsletterPostEntity,
      NewsletterRecipientEntity,
      NewsletterUnsubscribeEntity,
      GuestAccountEntity,
      PartnerKeyEntity,
    ],
    migrations: [
      CreateChefApplications1763700000000,
      CreateWaitlistsAndNewsletter1763800000000,
      ChefVerification1765200000001,
      NewsletterPosts1767600000000,
      PartnerKeys1768000000000,
      UnsubscribeKeyOutOfDatabase1769700000000,
      NewsletterFinalCounts1770600000000,
      ListCounts1770600000001,
    ],
    imports: [
      PrivacyModule,
      ChefsModule,
      WaitlistsModule,
      NewsletterModule,
      NewsletterPostsModule,
      ExportsModule,
      PartnerKeysModule,
      IntegrationEventsModule,
    ],
  };
}
export default adminSubgraph;
