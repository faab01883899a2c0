import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid, orderTotalCents, promotionCodeSchema } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { loadCartLines } from '../cart/cart-lines.js';
import { PromotionJudge } from './promotion-judge.js';
import { refusalMessage, toOffer } from './promotion-views.js';
import type { CheckoutDiscountType } from './promotions.types.js';

/**
 * CheckoutDiscount (guests; docs/rules/promotions.md#where-guests-meet-them): what a code takes
 * off the cart, or every reason it does not — by the rules the checkout's redemption applies,
 * so what the guest sees is what is paid.
 */
@Injectable()
export class CheckoutDiscountQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly judge: PromotionJudge,
  ) {}

  /**
   * What `user`'s cart lines of `occurrenceId` would get at `now` (integer cents): with
   * `codeInput`, its discount or the refusal and its message; without, the best automatic
   * offer, if any. Null for an unknown occurrence.
   */
  async execute(
    user: AuthUser,
    occurrenceId: string,
    codeInput: string | null,
    now = new Date(),
  ): Promise<CheckoutDiscountType | null> {
    if (!isUuid(occurrenceId)) return null;
    const m = this.dataSource.manager;
    const [occurrence] = (await m.query(
      `SELECT restaurant_id AS "restaurantId" FROM cart_occurrences WHERE occurrence_id = $1`,
      [occurrenceId],
    )) as Array<{ restaurantId: string }>;
    if (!occurrence) return null;
    const lines = await loadCartLines(m, user.id, occurrenceId);
    const subtotalCents = orderTotalCents(
      lines.map((l) => ({ unitPriceCents: l.priceCents ?? 0, quantity: l.quantity })),
      0,
    );
    const code = promotionCodeSchema.safeParse(codeInput).data ?? null;
    const cart = {
      guestId: user.id,
      guestEmail: user.email,
      restaurantId: occurrence.restaurantId,
      subtotalCents,
    };
    const base = { occurrenceId, subtotalCents, promotionCode: code };
    const judged = await this.judge.judge(m, cart, code, now);
    if ('refusal' in judged)
      return {
        ...base,
        discountCents: 0,
        offer: judged.promotion && toOffer(judged.promotion),
        refusal: judged.refusal,
        message: refusalMessage(judged.refusal, judged.promotion),
      };
    return {
      ...base,
      discountCents: judged.promotion ? judged.promotion.discountOn(subtotalCents) : 0,
      offer: judged.promotion && toOffer(judged.promotion),
      refusal: null,
      message: null,
    };
  }
}
