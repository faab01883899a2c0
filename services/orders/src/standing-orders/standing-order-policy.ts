/** One hour in milliseconds. */
const HOUR_MS = 3_600_000;

/**
 * How long before a week's order cutoff its order is placed, in milliseconds: the environment's
 * `HEARTH_STANDING_ORDER_LEAD_HOURS` (hours, default 24). The guest can skip or change the week
 * until then; the card is held from then on (holds last about 7 days, so a week's hold never
 * needs renewing). MARKET-FACTS: meal plans bill at a weekly deadline before the cooking day.
 */
export function standingLeadMs(): number {
  const hours = Number(process.env.HEARTH_STANDING_ORDER_LEAD_HOURS ?? 24);
  return (Number.isFinite(hours) && hours >= 0 ? hours : 24) * HOUR_MS;
}

/** The idempotency key of the order placed for week `weekId` (one order per week, ever). */
export const standingWeekKey = (weekId: string) => `standing-week:${weekId}`;

/** The week id in an order's idempotency key, or null when the order is not a standing week's. */
export function weekOfKey(idempotencyKey: string): string | null {
  const match = /^standing-week:([0-9a-f-]{36})$/.exec(idempotencyKey);
  return match ? match[1]! : null;
}
