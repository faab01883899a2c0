import { Module } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { OnUserDeletedHandler } from './handlers/on-user-deleted.handler.js';
import { ExploreModule } from '../explore/explore.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { StandingModule } from '../standing/standing.module.js';
import { OnBankDetailsAddedHandler } from './handlers/on-bank-details-added.handler.js';
import { OnChefApprovedHandler } from './handlers/on-chef-approved.handler.js';
import { OnChefApplicationSubmittedHandler } from './handlers/on-chef-application-submitted.handler.js';
import { OnChefRejectedHandler } from './handlers/on-chef-rejected.handler.js';
import { OnCookingSessionScheduledHandler } from './handlers/on-cooking-session-scheduled.handler.js';
import { OnOccurrenceDishesWithdrawnHandler } from './handlers/on-occurrence-dishes-withdrawn.handler.js';
import { OnOccurrenceStockChangedHandler } from './handlers/on-occurrence-stock-changed.handler.js';
import { OnOrderCompletedHandler } from './handlers/on-order-completed.handler.js';

/**
 * Every event restaurants consumes, one handler each: users' chef standing (visibility) and chef
 * names (explore),
 * sessions' schedule and stock (explore, dish schedule) and orders' completions (reviews).
 */
@Module({
  imports: [PrivacyModule, ExploreModule, ReviewsModule, ScheduleModule, StandingModule],
  providers: [
    OnUserDeletedHandler,
    OnChefApprovedHandler,
    OnChefApplicationSubmittedHandler,
    OnChefRejectedHandler,
    OnBankDetailsAddedHandler,
    OnCookingSessionScheduledHandler,
    OnOccurrenceStockChangedHandler,
    OnOccurrenceDishesWithdrawnHandler,
    OnOrderCompletedHandler,
  ],
})
export class IntegrationEventsModule {}
