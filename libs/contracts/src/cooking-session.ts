import { z } from 'zod';

/**
 * Cooking session form rules, limits and defaults (docs/rules/validation.md#sessions-and-menus).
 * Messages marked as product wording are word for word (including 'atleast'); the others are
 * Hearth's own.
 */
export const CookingSessionMessages = {
  /** Product wording. */
  startTimeRequired: 'Session start time is required!',
  /** Product wording. */
  endTimeRequired: 'Session end time is required!',
  /** Product wording: the end must be after the start. */
  endBeforeStart: 'Session end time cannot be less than start time',
  /** Product wording. */
  scheduleRequired: 'Select atleast one schedule',
  /** A lead time is required (Hearth's wording). */
  leadTimeRequired: 'Lead time is required!',
  leadTimeInvalid: 'Select a lead time from the list',
  /** Product wording: dishes required; also a dish row without a dish. */
  dishesRequired: 'Select Dish Drop Down!',
  /** Product wording: portion size at least 3 characters. */
  portionSizeTooShort: 'Length of portion size must be greater than 3',
  portionSizeTooLong: 'Portion size must be at most 300 characters',
  dishDuplicated: 'Each dish can be selected only once',
  startDateRequired: 'Session date is required!',
  timeInvalid: 'Enter a time as HH:mm',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  untilRequired: 'Select the last date of a repeating session',
  untilBeforeStart: 'The last date cannot be before the session date',
  untilTooFar: 'A repeating session can be scheduled at most 90 days ahead',
  /** The quantity stepper never goes below 1. */
  quantityMin: 'Quantity must be at least 1',
  quantityMaxBelowMin: 'Maximum quantity cannot be less than minimum quantity',
  limitMaxBelowMin: 'Maximum order limit cannot be less than minimum order limit',
  /** A session offers only ACTIVE dishes of its own restaurant (Hearth's text). */
  dishNotAvailable: 'Select an active dish of this restaurant',
} as const;

/** Session schedules. BIWEEKLY = every other week. */
export const SESSION_SCHEDULES = ['ONCE', 'DAILY', 'WEEKLY', 'BIWEEKLY'] as const;
export type SessionSchedule = (typeof SESSION_SCHEDULES)[number];
/** A new session defaults to Once. */
export const DEFAULT_SESSION_SCHEDULE: SessionSchedule = 'ONCE';

/** Lead time options in hours: 4 to 340 in steps of 6 → 4, 10, 16, …, 340 (57 options). */
export const LEAD_TIME_OPTIONS_HOURS: readonly number[] = Array.from(
  { length: (340 - 4) / 6 + 1 },
  (_, i) => 4 + 6 * i,
);
/** The default lead time is the second option, 10 hours. */
export const DEFAULT_LEAD_TIME_HOURS = LEAD_TIME_OPTIONS_HOURS[1]!;

/** The session order limit (total portions of one guest order) defaults to 1–20. */
export const SESSION_ORDER_LIMIT_DEFAULT = { min: 1, max: 20 } as const;
/** Session dish quantities default to min 1, max 10 (portions). */
export const SESSION_DISH_QUANTITY_DEFAULT = { min: 1, max: 10 } as const;
/** Portion size text 3–300 characters. */
export const PORTION_SIZE_MIN = 3;
export const PORTION_SIZE_MAX = 300;
/** A repeating session's `until` is at most this many days after `startDate` (Hearth's limit). */
export const SESSION_REPEAT_MAX_DAYS = 90;
/** Default IANA zone of a restaurant's sessions (session times are local to the restaurant). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Days from local date `a` to local date `b` (both YYYY-MM-DD). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const isRealDate = (v: string) => {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const localDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isRealDate, CookingSessionMessages.dateInvalid);

const localTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(TIME_RE, CookingSessionMessages.timeInvalid);

const portions = z
  .number({ error: CookingSessionMessages.quantityMin })
  .int(CookingSessionMessages.quantityMin)
  .min(1, CookingSessionMessages.quantityMin);

/**
 * One dish of a session. `maxQuantity`: portions of this dish the chef cooks for ONE occurrence
 * (its stock per occurrence); `minQuantity`: the least portions of this dish in one order.
 */
export const sessionDishSchema = z
  .object({
    dishId: z.uuid({ error: CookingSessionMessages.dishesRequired }),
    minQuantity: portions.default(SESSION_DISH_QUANTITY_DEFAULT.min),
    maxQuantity: portions.default(SESSION_DISH_QUANTITY_DEFAULT.max),
    portionSize: z
      .string({ error: CookingSessionMessages.portionSizeTooShort })
      .trim()
      .min(PORTION_SIZE_MIN, CookingSessionMessages.portionSizeTooShort)
      .max(PORTION_SIZE_MAX, CookingSessionMessages.portionSizeTooLong),
  })
  .refine((d) => d.maxQuantity >= d.minQuantity, {
    message: CookingSessionMessages.quantityMaxBelowMin,
    path: ['maxQuantity'],
  });
export type SessionDishInput = z.input<typeof sessionDishSchema>;

/**
 * Create/edit cooking session form. Dates are local to the restaurant (YYYY-MM-DD),
 * times are local wall-clock HH:mm; `until` (last date, inclusive) is required for repeating
 * schedules and at most 90 days after `startDate`; ignored for ONCE. `leadTimeHours` (hours) is one
 * of `LEAD_TIME_OPTIONS_HOURS`; ordering closes `leadTimeHours` before each occurrence starts.
 * `orderLimit` bounds the total portions of one guest order from one occurrence.
 */
export const cookingSessionSchema = z
  .object({
    startDate: localDate(CookingSessionMessages.startDateRequired),
    startTime: localTime(CookingSessionMessages.startTimeRequired),
    endTime: localTime(CookingSessionMessages.endTimeRequired),
    // New-session defaults apply when a field is omitted (undefined); an explicit null is missing.
    schedule: z
      .enum(SESSION_SCHEDULES, { error: CookingSessionMessages.scheduleRequired })
      .default(DEFAULT_SESSION_SCHEDULE),
    until: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isRealDate(v), CookingSessionMessages.dateInvalid),
    leadTimeHours: z
      .number({ error: CookingSessionMessages.leadTimeRequired })
      .refine((h) => LEAD_TIME_OPTIONS_HOURS.includes(h), CookingSessionMessages.leadTimeInvalid)
      .default(DEFAULT_LEAD_TIME_HOURS),
    orderLimit: z
      .object({
        min: portions.default(SESSION_ORDER_LIMIT_DEFAULT.min),
        max: portions.default(SESSION_ORDER_LIMIT_DEFAULT.max),
      })
      .refine((l) => l.max >= l.min, {
        message: CookingSessionMessages.limitMaxBelowMin,
        path: ['max'],
      })
      .nullish()
      .transform((l) => l ?? { ...SESSION_ORDER_LIMIT_DEFAULT }),
    offersDelivery: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    offersPickup: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    dishes: z
      .array(sessionDishSchema, { error: CookingSessionMessages.dishesRequired })
      .min(1, CookingSessionMessages.dishesRequired),
  })
  .superRefine((s, ctx) => {
    if (s.endTime <= s.startTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: CookingSessionMessages.endBeforeStart,
      });
    }
    if (s.schedule !== 'ONCE') {
      if (s.until === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['until'],
          message: CookingSessionMessages.untilRequired,
        });
      } else if (daysBetween(s.startDate, s.until) < 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['until'],
          message: CookingSessionMessages.untilBeforeStart,
        });
      } else if (daysBetween(s.startDate, s.until) > SESSION_REPEAT_MAX_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['until'],
          message: CookingSessionMessages.untilTooFar,
        });
      }
    }
    const seen = new Set<string>();
    s.dishes.forEach((d, i) => {
      if (seen.has(d.dishId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['dishes', i, 'dishId'],
          message: CookingSessionMessages.dishDuplicated,
        });
      }
      seen.add(d.dishId);
    });
  })
  .transform((s) => ({ ...s, until: s.schedule === 'ONCE' ? null : s.until }));
export type CookingSessionInput = z.input<typeof cookingSessionSchema>;
export type CookingSessionData = z.output<typeof cookingSessionSchema>;
