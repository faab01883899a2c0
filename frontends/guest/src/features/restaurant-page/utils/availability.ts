import type {
  GetRestaurantCookingSessionsQuery,
  GetRestaurantPageQuery,
} from '@hearth/graphql-client';

/** A cooking session as GetRestaurantCookingSessions returns it. */
export type SessionView = GetRestaurantCookingSessionsQuery['cookingSessions'][number];
/** One occurrence of a session. */
export type OccurrenceView = SessionView['occurrences'][number];
/** A public dish of the restaurant. */
export type DishView = NonNullable<GetRestaurantPageQuery['restaurantBySlug']>['dishes'][number];

/** Delivery or pickup, as the guest chose on the restaurant page. */
export type FulfilmentMode = 'delivery' | 'pickup';

/** A dish the guest can order for the chosen date and mode, with the occurrence it comes from. */
export interface AvailableDish {
  dish: DishView;
  occurrenceId: string;
  /** ISO instants of the occurrence start and its order cutoff. */
  startsAt: string;
  orderCutoffAt: string;
  /** Least portions of this dish in one order, portions cooked, portions left. */
  minQuantity: number;
  maxQuantity: number;
  remaining: number;
  portionSize: string;
  /** The session's order limit (total portions of one order). */
  orderLimitMin: number;
  orderLimitMax: number;
  offersDelivery: boolean;
  offersPickup: boolean;
}

/**
 * Dish availability for a date (docs/rules/screens.md#restaurant-page), first half: an occurrence
 * counts only while its order cutoff (start minus the lead time) is still ahead of `now`. A sold-out
 * occurrence (the server's `isOrderable` is false once every dish is gone) still counts: its dishes
 * show with 0 left and offer Notify me (docs/rules/notify-me.md).
 */
export function isOccurrenceOpen(occurrence: OccurrenceView, now: Date): boolean {
  return new Date(occurrence.orderCutoffAt).getTime() > now.getTime();
}

/** Whether the session offers `mode`: it supports delivery or pickup as selected. */
export function sessionSupports(session: SessionView, mode: FulfilmentMode): boolean {
  return mode === 'delivery' ? session.offersDelivery : session.offersPickup;
}

/** Local dates (YYYY-MM-DD, the restaurant's zone) with an open occurrence, ascending. */
export function upcomingDates(sessions: readonly SessionView[], now: Date): string[] {
  const dates = new Set<string>();
  for (const session of sessions)
    for (const occurrence of session.occurrences)
      if (isOccurrenceOpen(occurrence, now)) dates.add(occurrence.localDate);
  return [...dates].sort();
}

/**
 * The dishes orderable on `date` with `mode`: open occurrences whose local date is
 * `date` in sessions that support `mode`; only the restaurant's public dishes; a dish offered by
 * several occurrences that day comes from the soonest one that still has portions left (else the
 * soonest). Sorted by dish name.
 */
export function availableDishes(
  dishes: readonly DishView[],
  sessions: readonly SessionView[],
  { date, mode, now }: { date: string; mode: FulfilmentMode; now: Date },
): AvailableDish[] {
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  const chosen = new Map<string, AvailableDish>();
  const candidates = sessions
    .filter((session) => sessionSupports(session, mode))
    .flatMap((session) =>
      session.occurrences
        .filter((o) => o.localDate === date && isOccurrenceOpen(o, now))
        .map((occurrence) => ({ session, occurrence })),
    )
    .sort((a, b) => a.occurrence.startsAt.localeCompare(b.occurrence.startsAt));
  for (const { session, occurrence } of candidates) {
    for (const line of occurrence.dishes) {
      const dish = byId.get(line.dishId);
      if (!dish) continue;
      const current = chosen.get(dish.id);
      if (current && (current.remaining > 0 || line.remaining <= 0)) continue;
      chosen.set(dish.id, {
        dish,
        occurrenceId: occurrence.id,
        startsAt: occurrence.startsAt,
        orderCutoffAt: occurrence.orderCutoffAt,
        minQuantity: line.minQuantity,
        maxQuantity: line.maxQuantity,
        remaining: line.remaining,
        portionSize: line.portionSize,
        orderLimitMin: session.orderLimitMin,
        orderLimitMax: session.orderLimitMax,
        offersDelivery: session.offersDelivery,
        offersPickup: session.offersPickup,
      });
    }
  }
  return [...chosen.values()].sort((a, b) => a.dish.name.localeCompare(b.dish.name));
}

/**
 * The date and mode the dish list shows. What the URL holds (`?date=`, `?mode=` — the guest's own
 * pick, or a shared link) is kept as is, even when it has no dish: DishList then shows the spec's
 * "This chef does not have any cooking sessions in {date}…" message for it. What the URL leaves
 * out is chosen so the page opens on dishes: the first upcoming date (ascending) and, on it, the
 * first mode the restaurant offers (delivery before pickup) with an orderable dish. Without any such
 * pair it falls back to the first upcoming date and {@link initialMode}.
 */
export function dishListSelection(
  dishes: readonly DishView[],
  sessions: readonly SessionView[],
  restaurant: { offersDelivery: boolean; offersPickup: boolean },
  {
    requestedDate,
    requestedMode,
    now,
  }: { requestedDate: string | null; requestedMode: string | null; now: Date },
): { date: string; mode: FulfilmentMode } {
  const fallbackMode = initialMode(requestedMode, restaurant);
  const modeIsPicked = requestedMode !== null && fallbackMode === requestedMode;
  const offered = (['delivery', 'pickup'] as const).filter((m) =>
    m === 'delivery' ? restaurant.offersDelivery : restaurant.offersPickup,
  );
  const modes: readonly FulfilmentMode[] = modeIsPicked ? [fallbackMode] : offered;
  const dates = requestedDate ? [requestedDate] : upcomingDates(sessions, now);
  for (const date of dates)
    for (const mode of modes)
      if (availableDishes(dishes, sessions, { date, mode, now }).length > 0) return { date, mode };
  return { date: dates[0] ?? '', mode: fallbackMode };
}

/** The mode to start with: the URL's when the restaurant offers it, else delivery, else pickup. */
export function initialMode(
  requested: string | null,
  restaurant: { offersDelivery: boolean; offersPickup: boolean },
): FulfilmentMode {
  if (requested === 'pickup' && restaurant.offersPickup) return 'pickup';
  if (requested === 'delivery' && restaurant.offersDelivery) return 'delivery';
  return restaurant.offersDelivery || !restaurant.offersPickup ? 'delivery' : 'pickup';
}
