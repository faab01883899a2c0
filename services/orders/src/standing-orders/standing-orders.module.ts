import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { CancelStandingOrderHandler } from './cancel-standing-order.handler.js';
import { ChangeStandingOrderLinesHandler } from './change-standing-order-lines.handler.js';
import { CreateStandingOrderHandler } from './create-standing-order.handler.js';
import { PauseStandingOrderHandler } from './pause-standing-order.handler.js';
import { PlaceStandingWeekHandler } from './place-standing-week.handler.js';
import { RecordStandingWeekHandler } from './record-standing-week.handler.js';
import { ResumeStandingOrderHandler } from './resume-standing-order.handler.js';
import { SkipStandingWeekHandler } from './skip-standing-week.handler.js';
import { StandingOrderRepository } from './standing-order.repository.js';
import { StandingOrderScheduler } from './standing-order.scheduler.js';
import { StandingOrderViews } from './standing-order-views.js';
import { StandingOrdersResolver } from './standing-orders.resolver.js';

/**
 * Standing weekly orders (issue 28): the `StandingOrder` model owns its states (ACTIVE, PAUSED,
 * CANCELLED) and lines; one handler per intention (create from an order, skip a week, change
 * quantities, pause, resume, cancel, place a due week, record a week's outcome);
 * `StandingOrderRepository` holds the SQL; the weekly sweep places due weeks through the
 * checkout. Exports the week recorder (orders' own saga events settle the weeks) and the placer.
 */
@Module({
  imports: [OrdersModule],
  providers: [
    StandingOrderRepository,
    StandingOrderViews,
    CreateStandingOrderHandler,
    SkipStandingWeekHandler,
    ChangeStandingOrderLinesHandler,
    PauseStandingOrderHandler,
    ResumeStandingOrderHandler,
    CancelStandingOrderHandler,
    PlaceStandingWeekHandler,
    RecordStandingWeekHandler,
    StandingOrderScheduler,
    StandingOrdersResolver,
  ],
  exports: [RecordStandingWeekHandler, PlaceStandingWeekHandler],
})
export class StandingOrdersModule {}
