import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PromotionRepository } from './promotion.repository.js';
import { changePromotionState, type PromotionOutcome } from './promotion-state.js';

/**
 * PausePromotion (admins), by the Promotion model:
 * a SCHEDULED or ACTIVE promotion stops applying (guests stop seeing and using it) until resumed;
 * anything else is refused with `onlyRunningCanBePaused`.
 */
@Injectable()
export class PausePromotionHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly promotions: PromotionRepository,
  ) {}

  /** The promotion `id` after the change at `now`, or the errors returned on `id`. */
  execute(id: string, now = new Date()): Promise<PromotionOutcome> {
    return changePromotionState(this, id, now, (p) => p.pause(now));
  }
}
