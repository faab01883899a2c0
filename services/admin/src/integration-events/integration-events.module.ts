import { Module } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { OnUserDeletedHandler } from './handlers/on-user-deleted.handler.js';
import { OnEmailChangedHandler } from './handlers/on-email-changed.handler.js';
import { ChefsModule } from '../chefs/chefs.module.js';
import { GuestsModule } from '../guests/guests.module.js';
import { OnChefApplicationSubmittedHandler } from './handlers/on-chef-application-submitted.handler.js';
import { OnChefApprovedHandler } from './handlers/on-chef-approved.handler.js';
import { OnChefRejectedHandler } from './handlers/on-chef-rejected.handler.js';
import { OnUserRegisteredHandler } from './handlers/on-user-registered.handler.js';

/**
 * The events admin consumes (users' chef events feed `chef_applications`, its registrations also
 * `guest_accounts`), one handler each.
 */
@Module({
  imports: [PrivacyModule, ChefsModule, GuestsModule],
  providers: [
    OnUserDeletedHandler,
    OnEmailChangedHandler,
    OnUserRegisteredHandler,
    OnChefApplicationSubmittedHandler,
    OnChefApprovedHandler,
    OnChefRejectedHandler,
  ],
})
export class IntegrationEventsModule {}
