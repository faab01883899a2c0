import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { promotionCodeSchema } from '@hearth/contracts';
import { refuse } from '@hearth/nest-common';
import { bestFor, type PromotionEntity, type Redemption } from './promotion.entity.js';
import type { CartToDiscount } from './promotion-facts.queries.js';
import { PromotionJudge } from './promotion-judge.js';
import { refusalMessage } from './promotion-views.js';
import { PromotionRepository } from './promotion.repository.js';

/**
 * RedeemPromotion — the checkout takes a discount (docs/rules/promotions.md#redemptions), in the
 * order's own transaction: the guest is locked first (one guest's checkouts take turns, so "first
 * order only" holds across promotions), then the promotion row (checkouts of one promotion take
 * turns), judged with the guest's standing read after the locks, then counted with a conditional
 * update under its total limit, so a limit of N gives exactly N discounted orders.
 */
@Injectable()
export class RedeemPromotionHandler {
  constructor(
    private readonly promotions: PromotionRepository,
    private readonly judge: PromotionJudge,
  ) {}

  /**
   * Before the order is written, in its transaction `m`: takes the redemption of the guest's
   * `codeInput` — or of the best automatic offer that applies — for `cart` at `now`. A code that
   * does not apply refuses the checkout (the transaction rolls back: nothing counted, no order);
   * an automatic offer that no longer applies is skipped for the next best. Null when no
   * discount applies; else the redemption (discount in integer cents) to `record`. Holds the
   * guest's lock (`PromotionRepository.lockGuest`) until `m` ends, so the order must be written in
   * the same transaction.
   * @throws Refused `promotionCode` with the refusal's message
   */
  async execute(
    m: EntityManager,
    cart: CartToDiscount,
    codeInput: string | null,
    now = new Date(),
  ): Promise<Redemption | null> {
    // The guest's checkouts take turns here, so a "first order only" promotion is judged with
    // the guest's other orders committed: two checkouts at once (each with another first-order
    // promotion, whose row locks do not meet) cannot both count as the first order.
    await this.promotions.lockGuest(m, cart.guestId);
    const code = promotionCodeSchema.safeParse(codeInput).data ?? null;
    if (code) {
      const judged = await this.judge.judge(m, cart, code, now);
      if ('refusal' in judged)
        return refuse('promotionCode', refusalMessage(judged.refusal, judged.promotion));
      const [locked] = await this.promotions.lock(m, [judged.promotion!.id]);
      const refusal = locked ? await this.judge.refusalFor(m, locked, cart, now) : 'UNKNOWN';
      if (refusal) return refuse('promotionCode', refusalMessage(refusal, locked ?? null));
      return this.count(m, locked!, cart);
    }
    // Automatic offers: those that apply before locking, locked together in id order (so two
    // checkouts never wait on each other in opposite orders), judged again, the best counted.
    const applicable = await this.judge.applicableAutomatic(m, cart, now);
    if (applicable.length === 0) return null;
    const locked = await this.promotions.lock(
      m,
      applicable.map((p) => p.id),
    );
    const best = bestFor(await this.judge.applying(m, locked, cart, now), cart.subtotalCents);
    return best ? this.count(m, best, cart) : null;
  }

  /**
   * After the order row `orderId` is written, same transaction `m`: records `guestId`'s
   * redemption `r` — one row per order, the key of the give-back.
   */
  async record(m: EntityManager, orderId: string, guestId: string, r: Redemption): Promise<void> {
    await this.promotions.recordRedemption(m, orderId, guestId, r);
  }

  /** Counts one redemption of the locked `p` (never past its total limit). */
  private async count(
    m: EntityManager,
    p: PromotionEntity,
    cart: CartToDiscount,
  ): Promise<Redemption> {
    // Under the lock the judge already saw room; this is the database's word on it.
    if (!(await this.promotions.countRedemption(m, p.id)))
      return refuse('promotionCode', refusalMessage('FULLY_REDEEMED', p));
    return p.redemptionOn(cart.subtotalCents);
  }
}
