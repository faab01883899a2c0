/*
 * Standing weekly orders (issue 28): a guest makes an order weekly with its chef — same dishes,
 * quantities, fulfilment and saved card — and each week's order is placed by itself a set time
 * before that week's order cutoff. The words the guest reads (refusals and notifications) live here.
 */
import { z } from 'zod';
import { orderReference } from './order-reference.js';

/** A standing order's states: ACTIVE (placed weekly), PAUSED (kept, not placed), CANCELLED (ended). */
export const STANDING_ORDER_STATUSES = ['ACTIVE', 'PAUSED', 'CANCELLED'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];

/**
 * What became of one week: SKIPPED (the guest skipped it), PLACING (its order is placed, stock and
 * card not answered yet), PLACED (stock reserved and card held), MISSED (not placed, with why).
 */
export const STANDING_WEEK_OUTCOMES = ['SKIPPED', 'PLACING', 'PLACED', 'MISSED'] as const;
export type StandingWeekOutcome = (typeof STANDING_WEEK_OUTCOMES)[number];

/** Why a week was missed: no stock left, the card was declined, or the order was refused. */
export const STANDING_MISS_REASONS = ['NO_STOCK', 'CARD_DECLINED', 'UNAVAILABLE'] as const;
export type StandingMissReason = (typeof STANDING_MISS_REASONS)[number];

/** Most portions of one dish a standing order repeats each week. */
export const STANDING_LINE_MAX_QUANTITY = 50;

/** Refusals of the standing-order actions, word for word. */
export const StandingOrderMessages = {
  notFound: 'This weekly order was not found',
  orderNotFound: 'This order was not found',
  orderNotEligible: 'Only an accepted or completed order can be made weekly',
  alreadyWeekly: 'This order is already weekly',
  noCard: 'This order was paid without a card, so it cannot be made weekly',
  alreadyPaused: 'This weekly order is already paused',
  notPaused: 'Only a paused weekly order can be resumed',
  cancelled: 'This weekly order is cancelled',
  nothingToSkip: 'There is no upcoming week to skip',
  weekAlreadyDecided: 'This week is already skipped or placed',
  linesRequired: 'Keep at least one portion in your weekly order',
  quantityInvalid: `Quantities are whole numbers from 0 to ${STANDING_LINE_MAX_QUANTITY}`,
  unknownDish: 'Only the dishes of this weekly order can be changed',
  /** Why a week was missed, as the guest reads it. */
  missed: {
    NO_STOCK: 'the chef has no portions left for it',
    CARD_DECLINED: 'your card was declined',
    UNAVAILABLE: 'these dishes are not available that week',
  } satisfies Record<StandingMissReason, string>,
} as const;

/** ChangeStandingOrder input: new quantities of the standing order's own dishes (0 drops one). */
export const changeStandingOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        dishId: z.uuid({ error: StandingOrderMessages.unknownDish }),
        quantity: z
          .number({ error: StandingOrderMessages.quantityInvalid })
          .int(StandingOrderMessages.quantityInvalid)
          .min(0, StandingOrderMessages.quantityInvalid)
          .max(STANDING_LINE_MAX_QUANTITY, StandingOrderMessages.quantityInvalid),
      }),
    )
    .refine((lines) => lines.some((l) => l.quantity > 0), StandingOrderMessages.linesRequired),
});
export type ChangeStandingOrderData = z.output<typeof changeStandingOrderSchema>;

/** The week a notification is about: `Sat, Dec 5` in the restaurant's time zone. */
export const formatStandingWeek = (startsAt: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(startsAt);

/** Texts of the guest's standing-order notifications (in the app and by e-mail). */
export const StandingOrderNotificationMessages = {
  /** The week's order is placed (stock reserved, card held). */
  placed: (restaurantName: string, week: string, orderId: string) => ({
    title: 'Your weekly order is placed',
    body: `Your weekly order from ${restaurantName} for ${week} is placed (${orderReference(orderId)}). The chef will confirm it.`,
  }),
  /** The week's order could not be placed; the standing order goes on next week. */
  missed: (
    restaurantName: string,
    week: string,
    reason: StandingMissReason,
    detail: string | null,
  ) => ({
    title: 'Your weekly order was not placed this week',
    body: `Your weekly order from ${restaurantName} for ${week} was not placed: ${StandingOrderMessages.missed[reason]}${detail && reason === 'CARD_DECLINED' ? ` (${detail})` : ''}. It stays on for next week.`,
  }),
} as const;
