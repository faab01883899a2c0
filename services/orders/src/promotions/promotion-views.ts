import { PROMOTION_REFUSALS, fillMessage, type PromotionRefusal } from '@hearth/contracts';
import type { PromotionEntity } from './promotion.entity.js';
import type { OfferType, PromotionType } from './promotions.types.js';

/** `$30.00` for 3000 cents (the English messages' amounts). */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The English message of a refusal, the promotion's minimum (cents, shown in dollars) filled in. */
export function refusalMessage(refusal: PromotionRefusal, p: PromotionEntity | null): string {
  return fillMessage(PROMOTION_REFUSALS[refusal], { minimum: dollars(p?.minSubtotalCents ?? 0) });
}

/** A promotion as admins see it, with its state at `now`. */
export function toPromotionType(p: PromotionEntity, now: Date): PromotionType {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    code: p.code,
    discountType: p.discountType,
    percentOff: p.percentOff,
    amountOffCents: p.amountOffCents,
    minSubtotalCents: p.minSubtotalCents,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    timeZone: p.timeZone,
    totalLimit: p.totalLimit,
    perGuestLimit: p.perGuestLimit,
    redemptionCount: p.redemptionCount,
    restaurantIds: p.restaurantIds,
    cuisines: p.cuisines,
    firstOrderOnly: p.firstOrderOnly,
    waitlistOnly: p.waitlistOnly,
    fundedBy: p.fundedBy,
    status: p.status(now),
    createdAt: p.createdAt,
  };
}

/** A promotion as guests see it (an offer). */
export function toOffer(p: PromotionEntity): OfferType {
  return {
    promotionId: p.id,
    name: p.name,
    kind: p.kind,
    code: p.code,
    discountType: p.discountType,
    percentOff: p.percentOff,
    amountOffCents: p.amountOffCents,
    minSubtotalCents: p.minSubtotalCents,
    endsAt: p.endsAt,
    firstOrderOnly: p.firstOrderOnly,
    waitlistOnly: p.waitlistOnly,
  };
}
