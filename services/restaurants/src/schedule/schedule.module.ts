import { Module } from '@nestjs/common';
import { DishScheduleService } from './dish-schedule.service.js';

/** Which dishes are in upcoming cooking sessions (projection of `CookingSessionScheduled`). */
@Module({
  providers: [DishScheduleService],
  exports: [DishScheduleService],
})
export class ScheduleModule {}
