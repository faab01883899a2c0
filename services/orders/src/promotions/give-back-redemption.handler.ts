import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PromotionRepository } from './promotion.repository.js';

/**
 * GiveBackRedemption (docs/rules/promotions.md#redemptions): an order that ended without being
 * accepted — declined, cancelled or rejected — gives its promotion's redemption back, so the
 * count goes down and the guest may use the code again. Accepted and completed orders keep it.
 */
@Injectable()
export class GiveBackRedemptionHandler {
  constructor(private readonly promotions: PromotionRepository) {}

  /**
   * In the transaction `m` of the order `orderId`'s status change: releases its redemption and
   * lowers the promotion's count, once (a second call finds nothing). The order keeps its
   * discount as a record of what it would have cost.
   */
  async execute(m: EntityManager, orderId: string): Promise<void> {
    await this.promotions.releaseRedemption(m, orderId);
  }
}
