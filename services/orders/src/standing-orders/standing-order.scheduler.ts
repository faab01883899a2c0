import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { SweepScheduler } from '../common/periodic-sweep.js';
import { PlaceStandingWeekHandler } from './place-standing-week.handler.js';

/**
 * Places standing orders' weeks as they fall due (`PlaceStandingWeekHandler.placeDue`), every
 * `HEARTH_STANDING_ORDER_SWEEP_SECONDS` (default 60; 0 turns it off, e.g. in tests that sweep by
 * hand), first 5 s after start. Every replica may sweep: the week's unique key places it once.
 */
@Injectable()
export class StandingOrderScheduler extends SweepScheduler {
  constructor(
    private readonly placeStandingWeek: PlaceStandingWeekHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('standing weeks placed', 'HEARTH_STANDING_ORDER_SWEEP_SECONDS', 60, logger, 5_000);
  }

  protected sweep(): Promise<number> {
    return this.placeStandingWeek.placeDue();
  }
}
