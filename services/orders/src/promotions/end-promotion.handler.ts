import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PromotionRepository } from './promotion.repository.js';
import { changePromotionState, type PromotionOutcome } from './promotion-state.js';

/**
 * EndPromotion (admins), by the Promotion model:
 * a promotion not ENDED ends for good (orders that used it keep their discount); an ended one is
 * refused with `alreadyEnded`.
 */
@Injectable()
export class EndPromotionHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly promotions: PromotionRepository,
  ) {}

  /** The promotion `id` after the change at `now`, or the errors returned on `id`. */
  execute(id: string, now = new Date()): Promise<PromotionOutcome> {
    return changePromotionState(this, id, now, (p) => p.end(now));
  }
}
