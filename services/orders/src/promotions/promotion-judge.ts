import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PromotionRefusal } from '@hearth/contracts';
import { PromotionEntity, bestFor } from './promotion.entity.js';
import { PromotionFactsQueries, type CartToDiscount } from './promotion-facts.queries.js';
import { PromotionRepository } from './promotion.repository.js';

/** A judged cart: the promotion that applies (null: none), or the refusal of the code. */
export type Judgement =
  | { promotion: PromotionEntity | null }
  | { refusal: PromotionRefusal; promotion: PromotionEntity | null };

/**
 * Judges a cart against promotions by the model's rules (`PromotionEntity.refusal`) with the
 * facts read now: what the cart and checkout queries answer and what the checkout redeems. Reads
 * only; locking and counting are the redeem handler's.
 */
@Injectable()
export class PromotionJudge {
  constructor(
    private readonly promotions: PromotionRepository,
    private readonly facts: PromotionFactsQueries,
  ) {}

  /**
   * Judges `cart` at `now` without locking: with `code`, the promotion or its refusal (UNKNOWN:
   * no such code); without, the best automatic offer that applies (or none).
   */
  async judge(
    m: EntityManager,
    cart: CartToDiscount,
    code: string | null,
    now: Date,
  ): Promise<Judgement> {
    if (!code)
      return {
        promotion:
          bestFor(await this.applicableAutomatic(m, cart, now), cart.subtotalCents) ?? null,
      };
    const promotion = await this.promotions.findByCode(m, code);
    if (!promotion) return { refusal: 'UNKNOWN', promotion: null };
    const refusal = await this.refusalFor(m, promotion, cart, now);
    return refusal ? { refusal, promotion } : { promotion };
  }

  /** The running automatic offers that apply to `cart` at `now` (no lock). */
  async applicableAutomatic(
    m: EntityManager,
    cart: CartToDiscount,
    now: Date,
  ): Promise<PromotionEntity[]> {
    const automatic = (await this.promotions.running(m, now)).filter((p) => p.kind === 'AUTOMATIC');
    if (automatic.length === 0) return [];
    return this.applying(m, automatic, cart, now);
  }

  /** Those of `promotions` that apply to `cart` at `now`, the guest's standing read now. */
  async applying(
    m: EntityManager,
    promotions: PromotionEntity[],
    cart: CartToDiscount,
    now: Date,
  ): Promise<PromotionEntity[]> {
    const factsOf = await this.facts.ofCart(
      m,
      cart,
      promotions.map((p) => p.id),
    );
    return promotions.filter((p) => p.refusal(factsOf(p.id), now) === null);
  }

  /** Why `p` does not apply to `cart` at `now` (the guest's standing read now), or null. */
  async refusalFor(
    m: EntityManager,
    p: PromotionEntity,
    cart: CartToDiscount,
    now: Date,
  ): Promise<PromotionRefusal | null> {
    const factsOf = await this.facts.ofCart(m, cart, [p.id]);
    return p.refusal(factsOf(p.id), now);
  }
}
