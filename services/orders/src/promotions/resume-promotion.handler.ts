import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PromotionRepository } from './promotion.repository.js';
import { changePromotionState, type PromotionOutcome } from './promotion-state.js';

/**
 * ResumePromotion (admins), by the Promotion model:
 * a PAUSED promotion applies again within its dates; anything else is refused with
 * `onlyPausedCanBeResumed`.
 */
@Injectable()
export class ResumePromotionHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly promotions: PromotionRepository,
  ) {}

  /** The promotion `id` after the change at `now`, or the errors returned on `id`. */
  execute(id: string, now = new Date()): Promise<PromotionOutcome> {
    return changePromotionState(this, id, now, (p) => p.resume(now));
  }
}
