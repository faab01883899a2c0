import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  PromotionMessages,
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

/** A discount the checkout took for an order: which promotion, how much (cents), who funds it. */
export interface Redemption {
  promotionId: string;
  /** The code the guest typed (upper-case), or null for an automatic offer. */
  code: string | null;
  /** Integer cents off the food subtotal. */
  discountCents: number;
  fundedBy: PromotionFunder;
}

/**
 * The admins' changes of a promotion's state (docs/rules/promotions.md#states): from which
 * states each is allowed, and the message when the promotion is in any other. Resume goes back
 * to SCHEDULED or ACTIVE by its dates; an end is final; expiry (its end passing) needs no change.
 */
export const PROMOTION_TRANSITIONS = {
  pause: { from: ['SCHEDULED', 'ACTIVE'], refused: PromotionMessages.onlyRunningCanBePaused },
  resume: { from: ['PAUSED'], refused: PromotionMessages.onlyPausedCanBeResumed },
  end: { from: ['SCHEDULED', 'ACTIVE', 'PAUSED'], refused: PromotionMessages.alreadyEnded },
} as const satisfies Record<string, { from: readonly PromotionStatus[]; refused: string }>;

/** A change an admin asks of a promotion (`pause`, `resume`, `end`). */
export type PromotionAction = keyof typeof PROMOTION_TRANSITIONS;

/** A state change a promotion's method decided: from where to where, or the refusal's message. */
export type PromotionStatusChange =
  { ok: true; from: PromotionStatus; to: PromotionStatus } | { ok: false; message: string };

/**
 * A promotion (docs/rules/promotions.md): a code or an automatic offer, a percentage of the food
 * subtotal or a fixed amount in integer cents, a minimum subtotal (cents), running from `startsAt`
 * to `endsAt` (instants; `timeZone` is the zone the admin gave them in), optional limits (in total,
 * per guest), optional restrictions (restaurants, cuisines, first orders, guest waitlist members)
 * and who funds the discount. `redemptionCount` counts the orders holding a redemption; the
 * checkout raises it with a conditional update in the order's transaction, never past
 * `totalLimit`. Its methods hold the rules — its state at an instant, the admins' changes of it
 * (each refusing an illegal one, changing nothing), whether it applies and its discount;
 * `PromotionRepository` persists.
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

  /**
   * PausePromotion at `now`: a SCHEDULED or ACTIVE promotion becomes PAUSED (guests stop seeing
   * and using it); anything else refused (`onlyRunningCanBePaused`).
   */
  pause(now: Date): PromotionStatusChange {
    return this.move('pause', now, () => {
      this.pausedAt = now;
    });
  }

  /**
   * ResumePromotion at `now`: a PAUSED promotion applies again within its dates (ACTIVE, or
   * SCHEDULED before its start); anything else refused (`onlyPausedCanBeResumed`), an expired
   * one included.
   */
  resume(now: Date): PromotionStatusChange {
    return this.move('resume', now, () => {
      this.pausedAt = null;
    });
  }

  /**
   * EndPromotion at `now`: any promotion not ENDED ends for good (orders that used it keep their
   * discount); an ENDED one (by an admin or its end passing) is refused (`alreadyEnded`).
   */
  end(now: Date): PromotionStatusChange {
    return this.move('end', now, () => {
      this.endedAt = now;
    });
  }

  /**
   * The redemption of this promotion for a food subtotal of `subtotalCents` (integer cents): its
   * discount, code and funder. Whether it applies is `refusal`'s question, asked before.
   */
  redemptionOn(subtotalCents: number): Redemption {
    return {
      promotionId: this.id,
      code: this.code,
      discountCents: this.discountOn(subtotalCents),
      fundedBy: this.fundedBy,
    };
  }

  private move(action: PromotionAction, now: Date, apply: () => void): PromotionStatusChange {
    const from = this.status(now);
    const t = PROMOTION_TRANSITIONS[action];
    if (!(t.from as readonly PromotionStatus[]).includes(from))
      return { ok: false, message: t.refused };
    apply();
    this.updatedAt = now;
    return { ok: true, from, to: this.status(now) };
  }
}

/**
 * How offers are listed: the larger discount on a typical order first (at least $50, i.e. 5000
 * cents, or the offer's minimum), then the one ending sooner, then by id.
 */
export const byValue = (a: PromotionEntity, b: PromotionEntity): number =>
  b.discountOn(Math.max(b.minSubtotalCents, 5000)) -
    a.discountOn(Math.max(a.minSubtotalCents, 5000)) ||
  a.endsAt.getTime() - b.endsAt.getTime() ||
  a.id.localeCompare(b.id);

/**
 * The best of `promotions` for a food subtotal of `subtotalCents` (integer cents): the largest
 * discount on it, then `byValue`; undefined when there is none. Whether each applies is the
 * caller's filter.
 */
export function bestFor(
  promotions: readonly PromotionEntity[],
  subtotalCents: number,
): PromotionEntity | undefined {
  return [...promotions].sort(
    (a, b) => b.discountOn(subtotalCents) - a.discountOn(subtotalCents) || byValue(a, b),
  )[0];
}
