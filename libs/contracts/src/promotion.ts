import { z } from 'zod';
import {
  PROMOTION_REFUSALS,
  PromotionMessages,
  fillMessage,
  type PromotionRefusal,
} from './messages.js';
import { isValidTimeZone } from './restaurant.js';

export { PROMOTION_REFUSALS, PromotionMessages, fillMessage, type PromotionRefusal };

/**
 * Promotion rules (docs/rules/promotions.md): an admin's discount on guests' orders, either a
 * code the guest types or an offer applied by itself, a percentage of the subtotal or a fixed
 * amount in integer cents, with a minimum subtotal, a start and an end in a time zone, optional
 * limits (in total and per guest), optional restrictions (restaurants, cuisines, first orders,
 * waitlist members) and who funds it (the platform or the chef).
 */

/** A code the guest types, or an offer that applies by itself. */
export const PROMOTION_KINDS = ['CODE', 'AUTOMATIC'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A percentage of the subtotal, or a fixed amount off. */
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Who pays for the discount: the platform (the chef is paid as if there were none) or the chef. */
export const PROMOTION_FUNDERS = ['PLATFORM', 'CHEF'] as const;
export type PromotionFunder = (typeof PROMOTION_FUNDERS)[number];

/** A promotion's state, from its dates and the admin's pause/end. */
export const PROMOTION_STATUSES = ['SCHEDULED', 'ACTIVE', 'PAUSED', 'ENDED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Hearth's limits of a promotion's values. */
export const PROMOTION_LIMITS = {
  nameMax: 80,
  /** Codes: 3–20 letters, digits or dashes, stored upper-case. */
  code: /^[A-Z0-9-]{3,20}$/,
  percent: { min: 1, max: 100 },
  amountCents: { min: 1, max: 100_000 },
  minSubtotalCents: { min: 0, max: 1_000_000 },
  totalLimit: { min: 1, max: 1_000_000 },
  perGuestLimit: { min: 1, max: 100 },
  restaurantsMax: 100,
  cuisinesMax: 50,
  cuisineMax: 20,
} as const;

/** The default zone of a promotion's dates. */
export const PROMOTION_DEFAULT_TIME_ZONE = 'America/Toronto';

/** A local date and time as `<input type="datetime-local">` gives it: `2026-12-01T09:00`. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

/** True when `local` is a real `YYYY-MM-DDTHH:mm` date and time. */
export function isLocalDateTime(local: string): boolean {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60
  );
}

/** Milliseconds `zone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a local date and time (`YYYY-MM-DDTHH:mm`) names in IANA `zone`, e.g.
 * `2026-12-01T09:00` in America/Toronto → 2026-12-01T14:00:00Z. A time skipped by a
 * daylight-saving change counts as the instant after the jump.
 */
export function zonedLocalToUtc(local: string, zone: string): Date {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return new Date(Number.NaN);
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const first = naive - zoneOffsetMs(zone, naive);
  const second = new Date(naive - zoneOffsetMs(zone, first));
  // In a skipped hour no instant has this local time: `first` is the one just after the jump.
  return utcToZonedLocal(second, zone) === local.slice(0, 16) ? second : new Date(first);
}

/** The local `YYYY-MM-DDTHH:mm` of instant `at` in `zone` (the inverse of `zonedLocalToUtc`). */
export function utcToZonedLocal(at: Date, zone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMs(zone, at.getTime()));
  return local.toISOString().slice(0, 16);
}

/** A code as stored and compared: trimmed, upper-case. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

const optionalLimit = (range: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(range.min, message)
    .max(range.max, message)
    .nullish()
    .transform((v) => v ?? null);

const localDateTime = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isLocalDateTime, required);

/**
 * CreatePromotion input (the admin's form and the orders service parse it alike):
 * - `name` 1–80; `kind` CODE (then `code`: 3–20 letters, digits or dashes, case-insensitive,
 *   stored upper-case) or AUTOMATIC (no code);
 * - `discountType` PERCENT (`percentOff` 1–100 of the subtotal) or FIXED (`amountOffCents`
 *   1–100 000 cents); `minSubtotalCents` 0–1 000 000 (default 0);
 * - `startsAt` and `endsAt` local `YYYY-MM-DDTHH:mm` in `timeZone` (IANA, default
 *   America/Toronto), the end after the start and in the future;
 * - `totalLimit` 1–1 000 000 and `perGuestLimit` 1–100, each optional (null: no limit), the
 *   second not above the first;
 * - restrictions: `restaurantIds` (≤ 100), `cuisines` (≤ 50 of 1–20 characters),
 *   `firstOrderOnly`, `waitlistOnly` (all optional: none means every guest and restaurant);
 * - `fundedBy` PLATFORM or CHEF; a chef-funded discount must name its restaurants.
 */
export const createPromotionSchema = z
  .object({
    name: z
      .string({ error: PromotionMessages.nameRequired })
      .trim()
      .min(1, PromotionMessages.nameRequired)
      .max(PROMOTION_LIMITS.nameMax, PromotionMessages.nameTooLong),
    kind: z.enum(PROMOTION_KINDS, { error: PromotionMessages.kindRequired }),
    code: z
      .string()
      .nullish()
      .transform((v) => (v ? normalizePromotionCode(v) : null)),
    discountType: z.enum(DISCOUNT_TYPES, { error: PromotionMessages.discountTypeRequired }),
    percentOff: optionalLimit(PROMOTION_LIMITS.percent, PromotionMessages.percentRange),
    amountOffCents: optionalLimit(PROMOTION_LIMITS.amountCents, PromotionMessages.amountRange),
    minSubtotalCents: z
      .number({ error: PromotionMessages.minSubtotalRange })
      .int(PromotionMessages.minSubtotalRange)
      .min(PROMOTION_LIMITS.minSubtotalCents.min, PromotionMessages.minSubtotalRange)
      .max(PROMOTION_LIMITS.minSubtotalCents.max, PromotionMessages.minSubtotalRange)
      .nullish()
      .transform((v) => v ?? 0),
    startsAt: localDateTime(PromotionMessages.startsAtRequired),
    endsAt: localDateTime(PromotionMessages.endsAtRequired),
    timeZone: z
      .string({ error: PromotionMessages.timeZoneInvalid })
      .trim()
      .refine(isValidTimeZone, PromotionMessages.timeZoneInvalid)
      .nullish()
      .transform((v) => v || PROMOTION_DEFAULT_TIME_ZONE),
    totalLimit: optionalLimit(PROMOTION_LIMITS.totalLimit, PromotionMessages.totalLimitRange),
    perGuestLimit: optionalLimit(
      PROMOTION_LIMITS.perGuestLimit,
      PromotionMessages.perGuestLimitRange,
    ),
    restaurantIds: z
      .array(z.uuid({ error: PromotionMessages.restaurantUnknown }), {
        error: PromotionMessages.restaurantUnknown,
      })
      .max(PROMOTION_LIMITS.restaurantsMax, PromotionMessages.restaurantsTooMany)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    cuisines: z
      .array(
        z
          .string({ error: PromotionMessages.cuisineInvalid })
          .trim()
          .min(1, PromotionMessages.cuisineInvalid)
          .max(PROMOTION_LIMITS.cuisineMax, PromotionMessages.cuisineInvalid),
        { error: PromotionMessages.cuisineInvalid },
      )
      .max(PROMOTION_LIMITS.cuisinesMax, PromotionMessages.cuisinesTooMany)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    firstOrderOnly: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    waitlistOnly: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    fundedBy: z.enum(PROMOTION_FUNDERS, { error: PromotionMessages.fundedByRequired }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'CODE') {
      if (!v.code) issue('code', PromotionMessages.codeRequired);
      else if (!PROMOTION_LIMITS.code.test(v.code)) issue('code', PromotionMessages.codeFormat);
    }
    if (v.discountType === 'PERCENT' && v.percentOff === null)
      issue('percentOff', PromotionMessages.percentRange);
    if (v.discountType === 'FIXED' && v.amountOffCents === null)
      issue('amountOffCents', PromotionMessages.amountRange);
    if (isLocalDateTime(v.startsAt) && isLocalDateTime(v.endsAt)) {
      const starts = zonedLocalToUtc(v.startsAt, v.timeZone);
      const ends = zonedLocalToUtc(v.endsAt, v.timeZone);
      if (ends.getTime() <= starts.getTime()) issue('endsAt', PromotionMessages.endsBeforeStart);
      else if (ends.getTime() <= Date.now()) issue('endsAt', PromotionMessages.endsInPast);
    }
    if (v.totalLimit !== null && v.perGuestLimit !== null && v.perGuestLimit > v.totalLimit)
      issue('perGuestLimit', PromotionMessages.perGuestAboveTotal);
    if (v.fundedBy === 'CHEF' && v.restaurantIds.length === 0)
      issue('restaurantIds', PromotionMessages.chefFundedNeedsRestaurants);
  })
  .transform((v) => ({
    ...v,
    code: v.kind === 'CODE' ? v.code : null,
    percentOff: v.discountType === 'PERCENT' ? v.percentOff : null,
    amountOffCents: v.discountType === 'FIXED' ? v.amountOffCents : null,
  }));
export type CreatePromotionInputData = z.input<typeof createPromotionSchema>;
export type CreatePromotionData = z.output<typeof createPromotionSchema>;

/** A code as the guest types it at the cart or checkout (blank: none). */
export const promotionCodeSchema = z
  .string()
  .trim()
  .max(40, PromotionMessages.codeUnknown)
  .nullish()
  .transform((v) => (v ? normalizePromotionCode(v) : null));

/**
 * The discount of a promotion on a subtotal, integer cents: `percentOff` % of the subtotal
 * rounded to the cent, or `amountOffCents`; never more than the subtotal (a discount applies to
 * the food, not the delivery fee) and never negative.
 */
export function promotionDiscountCents(
  promotion: {
    discountType: DiscountType;
    percentOff: number | null;
    amountOffCents: number | null;
  },
  subtotalCents: number,
): number {
  const raw =
    promotion.discountType === 'PERCENT'
      ? Math.round((subtotalCents * (promotion.percentOff ?? 0)) / 100)
      : (promotion.amountOffCents ?? 0);
  return Math.min(Math.max(raw, 0), Math.max(subtotalCents, 0));
}
