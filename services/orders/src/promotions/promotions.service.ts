import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, GuestWaitlistJoinedPayload } from '@hearth/events';
import type { AuthUser } from '@hearth/nest-common';
import { CheckoutDiscountQuery } from './checkout-discount.query.js';
import { CreatePromotionHandler } from './create-promotion.handler.js';
import { EndPromotionHandler } from './end-promotion.handler.js';
import { GiveBackRedemptionHandler } from './give-back-redemption.handler.js';
import { ListPromotionsQuery } from './list-promotions.query.js';
import { PausePromotionHandler } from './pause-promotion.handler.js';
import type { PromotionAction, Redemption } from './promotion.entity.js';
import type { CartToDiscount } from './promotion-facts.queries.js';
import type { PromotionOutcome } from './promotion-state.js';
import { PromotionTargetsQuery } from './promotion-targets.query.js';
import { RecordWaitlistMemberHandler } from './record-waitlist-member.handler.js';
import { RedeemPromotionHandler } from './redeem-promotion.handler.js';
import { RestaurantOffersQuery } from './restaurant-offers.query.js';
import { ResumePromotionHandler } from './resume-promotion.handler.js';
import type {
  CheckoutDiscountType,
  OfferType,
  PromotionTargetsType,
  PromotionType,
} from './promotions.types.js';

// Names other folders import from here; their homes are the files named.
export type { PromotionAction, Redemption } from './promotion.entity.js';
export { emailHash, type CartToDiscount } from './promotion-facts.queries.js';
export type { PromotionOutcome } from './promotion-state.js';

/** Inbox consumer names of the promotions' projections. */
export const PromotionConsumers = {
  guestWaitlistJoined: 'orders.on-guest-waitlist-joined',
} as const;

/**
 * The promotions context's old single entry point, kept as a thin facade so callers outside
 * `promotions/` (the checkout and the order lifecycle in `orders/`, the inbox handler in
 * `integration-events/`) keep working: each method delegates to the handler or query of one
 * intention, which holds the rule. New code calls the handlers.
 */
@Injectable()
export class PromotionsService {
  constructor(
    private readonly createPromotion: CreatePromotionHandler,
    private readonly pausePromotion: PausePromotionHandler,
    private readonly resumePromotion: ResumePromotionHandler,
    private readonly endPromotion: EndPromotionHandler,
    private readonly listPromotions: ListPromotionsQuery,
    private readonly promotionTargets: PromotionTargetsQuery,
    private readonly restaurantOffers: RestaurantOffersQuery,
    private readonly checkoutDiscountQuery: CheckoutDiscountQuery,
    private readonly redeemPromotion: RedeemPromotionHandler,
    private readonly giveBackRedemption: GiveBackRedemptionHandler,
    private readonly recordWaitlistMemberHandler: RecordWaitlistMemberHandler,
  ) {}

  /** CreatePromotion: see `CreatePromotionHandler` (errors returned). */
  create(admin: AuthUser, input: unknown, now = new Date()): Promise<PromotionOutcome> {
    return this.createPromotion.execute(admin, input, now);
  }

  /** The admins' list: see `ListPromotionsQuery`. */
  list(now = new Date()): Promise<PromotionType[]> {
    return this.listPromotions.execute(now);
  }

  /** Pause, Resume or End: see their handlers (errors returned). */
  act(id: string, action: PromotionAction, now = new Date()): Promise<PromotionOutcome> {
    const handler = {
      pause: this.pausePromotion,
      resume: this.resumePromotion,
      end: this.endPromotion,
    }[action];
    return handler.execute(id, now);
  }

  /** The Create Promotion form's choices: see `PromotionTargetsQuery`. */
  targets(): Promise<PromotionTargetsType> {
    return this.promotionTargets.execute();
  }

  /** The offers per restaurant for `viewer`: see `RestaurantOffersQuery`. */
  offersFor(
    restaurantIds: readonly string[],
    viewer: AuthUser | null,
    now = new Date(),
  ): Promise<Map<string, OfferType[]>> {
    return this.restaurantOffers.execute(restaurantIds, viewer, now);
  }

  /** CheckoutDiscount: see `CheckoutDiscountQuery` (null: unknown occurrence). */
  checkoutDiscount(
    user: AuthUser,
    occurrenceId: string,
    codeInput: string | null,
    now = new Date(),
  ): Promise<CheckoutDiscountType | null> {
    return this.checkoutDiscountQuery.execute(user, occurrenceId, codeInput, now);
  }

  /**
   * The checkout's redemption in its transaction `m`: see `RedeemPromotionHandler.execute`.
   * @throws Refused `promotionCode` with the refusal's message
   */
  redeem(
    m: EntityManager,
    cart: CartToDiscount,
    codeInput: string | null,
    now = new Date(),
  ): Promise<Redemption | null> {
    return this.redeemPromotion.execute(m, cart, codeInput, now);
  }

  /** Records the order's redemption: see `RedeemPromotionHandler.record`. */
  record(m: EntityManager, orderId: string, guestId: string, r: Redemption): Promise<void> {
    return this.redeemPromotion.record(m, orderId, guestId, r);
  }

  /** Gives back an unaccepted order's redemption: see `GiveBackRedemptionHandler`. */
  giveBack(m: EntityManager, orderId: string): Promise<void> {
    return this.giveBackRedemption.execute(m, orderId);
  }

  /** `GuestWaitlistJoined` in the inbox transaction: see `RecordWaitlistMemberHandler`. */
  recordWaitlistMember(
    p: GuestWaitlistJoinedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    return this.recordWaitlistMemberHandler.execute(p, m, e);
  }
}
