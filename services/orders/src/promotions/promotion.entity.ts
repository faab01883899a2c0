import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  promotionDiscountCents,
  type DiscountType,
  type PromotionFunder,
  type PromotionKind,
  type PromotionRefusal,
  type PromotionStatus,
} from '@hearth/contracts';

/**
 * What a promotion is judged against at the cart, the checkout and on a restaurant card: the
 * restaurant (and its cuisines, null while unknown), the food subtotal in integer cents (null:
 * not a cart, e.g. a restaurant card, so the minimum is not judged) and the guest (null: a
 * visitor, who may still become a first-time guest but is no waitlist member).
 */
export interface PromotionFacts {
  restaurantId: string;
  cuisines: readonly string[] | null;
  subtotalCents: number | null;
  guest: {
    /** The guest's live redemptions of this promotion (not given back). */
    used: number;
    /** The guest has an order that is not rejected, declined or cancelled. */
    hasOrders: boolean;
    /** The guest's e-mail is on the guest waitlist. */
    isWaitlistMember: boolean;
  } | null;
}

/**
 * A promotion (docs/rules/promotions.md): a code or an automatic offer, a percentage of the food
 * subtotal or a fixed amount in integer cents, a minimum subtotal (cents), running from `startsAt`
 * to `endsAt` (instants; `timeZone` is the zone the admin gave them in), optional limits (in total,
 * per guest), optional restrictions (restaurants, cuisines, first orders, guest waitlist members)
 * and who funds the discount. `redemptionCount` counts the orders holding a redemption; the
 * checkout raises it with a conditional update in the order's transaction, never past
 * `totalLimit`. Its methods hold the rules; the service persists.
 */
@Entity({ name: 'promotions' })
export class PromotionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text') kind!: PromotionKind;
  /** Upper-case; null for an automatic offer. */
  @Column('text', { nullable: true }) code!: string | null;
  @Column('text', { name: 'discount_type' }) discountType!: DiscountType;
  @Column('int', { name: 'percent_off', nullable: true }) percentOff!: number | null;
  @Column('int', { name: 'amount_off_cents', nullable: true }) amountOffCents!: number | null;
  @Column('int', { name: 'min_subtotal_cents' }) minSubtotalCents!: number;
  @Column('timestamptz', { name: 'starts_at' }) startsAt!: Date;
  @Column('timestamptz', { name: 'ends_at' }) endsAt!: Date;
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('int', { name: 'total_limit', nullable: true }) totalLimit!: number | null;
  @Column('int', { name: 'per_guest_limit', nullable: true }) perGuestLimit!: number | null;
  @Column('int', { name: 'redemption_count' }) redemptionCount!: number;
  /** Empty: every restaurant. */
  @Column('uuid', { name: 'restaurant_ids', array: true }) restaurantIds!: string[];
  /** Empty: every cuisine. */
  @Column('text', { array: true }) cuisines!: string[];
  @Column('boolean', { name: 'first_order_only' }) firstOrderOnly!: boolean;
  @Column('boolean', { name: 'waitlist_only' }) waitlistOnly!: boolean;
  @Column('text', { name: 'funded_by' }) fundedBy!: PromotionFunder;
  @Column('timestamptz', { name: 'paused_at', nullable: true }) pausedAt!: Date | null;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
  @Column('uuid', { name: 'created_by' }) createdBy!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  /**
   * ENDED once an admin ended it or its end passed; else PAUSED while an admin paused it;
   * SCHEDULED before its start; ACTIVE otherwise.
   */
  status(now: Date): PromotionStatus {
    if (this.endedAt || now.getTime() >= this.endsAt.getTime()) return 'ENDED';
    if (this.pausedAt) return 'PAUSED';
    if (now.getTime() < this.startsAt.getTime()) return 'SCHEDULED';
    return 'ACTIVE';
  }

  /** Every order's redemption is taken (`totalLimit` reached). */
  get isFullyRedeemed(): boolean {
    return this.totalLimit !== null && this.redemptionCount >= this.totalLimit;
  }

  /** The discount on a food subtotal (integer cents), never above the subtotal. */
  discountOn(subtotalCents: number): number {
    return promotionDiscountCents(this, subtotalCents);
  }

  /**
   * Why the promotion does not apply to `facts` at `now`, or null when it does, checked in the
   * order a guest can act on: its dates and pause, the restaurant and its cuisines, first orders,
   * waitlist membership, the guest's own limit, the total limit, then the minimum subtotal.
   * `countTotal` false leaves the total limit out (the checkout counts it atomically instead).
   */
  refusal(facts: PromotionFacts, now: Date, countTotal = true): PromotionRefusal | null {
    const status = this.status(now);
    if (status === 'ENDED') return 'EXPIRED';
    if (status === 'PAUSED') return 'PAUSED';
    if (status === 'SCHEDULED') return 'NOT_STARTED';
    if (this.restaurantIds.length > 0 && !this.restaurantIds.includes(facts.restaurantId))
      return 'WRONG_RESTAURANT';
    if (this.cuisines.length > 0) {
      const wanted = new Set(this.cuisines.map((c) => c.toLowerCase()));
      if (!(facts.cuisines ?? []).some((c) => wanted.has(c.toLowerCase())))
        return 'WRONG_RESTAURANT';
    }
    if (this.firstOrderOnly && facts.guest?.hasOrders) return 'FIRST_ORDER_ONLY';
    if (this.waitlistOnly && !facts.guest?.isWaitlistMember) return 'WAITLIST_ONLY';
    if (this.perGuestLimit !== null && (facts.guest?.used ?? 0) >= this.perGuestLimit)
      return 'ALREADY_USED';
    if (countTotal && this.isFullyRedeemed) return 'FULLY_REDEEMED';
    if (facts.subtotalCents !== null && facts.subtotalCents < this.minSubtotalCents)
      return 'MINIMUM_NOT_MET';
    return null;
  }
}
