import { Module } from '@nestjs/common';
import { DishScheduleService } from './dish-schedule.service.js';
import { OnCookingSessionScheduledHandler } from './on-cooking-session-scheduled.handler.js';

/** Which dishes are in upcoming cooking sessions (projection of `CookingSessionScheduled`). */
@Module({
  providers: [DishScheduleService, OnCookingSessionScheduledHandler],
  exports: [DishScheduleService],
})
export class ScheduleModule {}
