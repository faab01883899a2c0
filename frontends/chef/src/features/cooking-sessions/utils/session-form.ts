import {
  CookingSessionMessages,
  DEFAULT_LEAD_TIME_HOURS,
  DEFAULT_SESSION_SCHEDULE,
  SESSION_DISH_QUANTITY_DEFAULT,
  SESSION_ORDER_LIMIT_DEFAULT,
  cookingSessionSchema,
  type CookingSessionData,
  type SessionSchedule,
} from '@hearth/contracts';
import type { KitchenSessionFragment } from '@hearth/graphql-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SessionDishOption } from '../components/SessionDishRows';

/** One dish row of the session form. Quantities are portions. */
export interface SessionDishRow {
  dishId: string;
  minQuantity: number;
  maxQuantity: number;
  portionSize: string;
}

/**
 * The session form's values: `schedule` is '' when the chef cleared it (choosing the
 * selected schedule again clears it); dates are local YYYY-MM-DD, times local HH:mm; lead time in
 * hours; order limit in portions.
 */
export interface SessionFormValues {
  startDate: string;
  startTime: string;
  endTime: string;
  schedule: SessionSchedule | '';
  until: string;
  leadTimeHours: number;
  orderLimit: { min: number; max: number };
  offersDelivery: boolean;
  offersPickup: boolean;
  dishes: SessionDishRow[];
}

/** A new dish row with the defaults (min 1, max 10) and no dish chosen. */
export function emptyDishRow(): SessionDishRow {
  return {
    dishId: '',
    minQuantity: SESSION_DISH_QUANTITY_DEFAULT.min,
    maxQuantity: SESSION_DISH_QUANTITY_DEFAULT.max,
    portionSize: '',
  };
}

/** Today's local date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Form values for a new session (docs/rules/screens.md#cooking-sessions): schedule Once, delivery
 * and pickup as the restaurant offers them, lead time the second option (10 h), order limit 1–20,
 * one empty dish row with min 1 / max 10; the date is today in the restaurant's zone, times empty.
 */
export function newSessionValues(restaurant: {
  offersDelivery: boolean;
  offersPickup: boolean;
  timeZone: string;
}): SessionFormValues {
  return {
    startDate: todayIn(restaurant.timeZone),
    startTime: '',
    endTime: '',
    schedule: DEFAULT_SESSION_SCHEDULE,
    until: '',
    leadTimeHours: DEFAULT_LEAD_TIME_HOURS,
    orderLimit: { ...SESSION_ORDER_LIMIT_DEFAULT },
    offersDelivery: restaurant.offersDelivery,
    offersPickup: restaurant.offersPickup,
    dishes: [emptyDishRow()],
  };
}

/** Form values of an existing session (UpdateCookingSession). */
export function sessionValues(session: KitchenSessionFragment): SessionFormValues {
  return {
    startDate: session.startDate,
    startTime: session.startTime,
    endTime: session.endTime,
    schedule: session.schedule,
    until: session.until ?? '',
    leadTimeHours: session.leadTimeHours,
    orderLimit: { min: session.orderLimitMin, max: session.orderLimitMax },
    offersDelivery: session.offersDelivery,
    offersPickup: session.offersPickup,
    dishes: session.dishes.map((d) => ({
      dishId: d.dishId,
      minQuantity: d.minQuantity,
      maxQuantity: d.maxQuantity,
      portionSize: d.portionSize,
    })),
  };
}

/**
 * The dishes the session modal offers: the restaurant's ACTIVE dishes, and — so an edit never
 * shows a blank drop-down — any other dish the session already sells (an INACTIVE one, still
 * listed by GetRestaurantDetails), marked `inactive`. Restaurant order is kept. Whether such a
 * dish may stay is the sessions service's rule; it answers `dishNotAvailable` on the row if not.
 *
 * A dish the session sells that the restaurant no longer lists (ARCHIVED) is offered too, marked
 * `archived`, under the name the session knows (`sessionDishNames`, from sessions' projection).
 *
 * @param dishes the restaurant's dishes with their status (`useKitchenDishes`).
 * @param sessionDishIds the dish ids of the session being edited ([] or '' rows for a new one).
 * @param sessionDishNames the edited session's dish names by id (null where unknown).
 */
export function sessionDishOptions(
  dishes: readonly { id: string; name: string; status: string }[],
  sessionDishIds: readonly string[],
  sessionDishNames: ReadonlyMap<string, string | null | undefined> = new Map(),
): SessionDishOption[] {
  const kept = new Set(sessionDishIds);
  const listed = dishes.flatMap((dish) => {
    if (dish.status === 'ACTIVE') return [{ id: dish.id, name: dish.name }];
    return kept.has(dish.id) ? [{ id: dish.id, name: dish.name, inactive: true }] : [];
  });
  const known = new Set(dishes.map((d) => d.id));
  const archived = [...kept]
    .filter((id) => id !== '' && !known.has(id))
    .map((id) => ({ id, name: sessionDishNames.get(id) ?? '', archived: true }));
  return [...listed, ...archived];
}

const zod = zodResolver(cookingSessionSchema) as unknown as Resolver<
  SessionFormValues,
  unknown,
  CookingSessionData
>;

/**
 * The form's resolver: `cookingSessionSchema` (the contract's messages), plus the end-after-start
 * rule whenever both times are filled — zod skips an object's refinements while any field is
 * invalid, and the chef should see 'Session end time cannot be less than start time' together with
 * the other messages.
 */
export const sessionResolver: Resolver<SessionFormValues, unknown, CookingSessionData> = async (
  values,
  context,
  options,
) => {
  const result = await zod(values, context, options);
  const { startTime, endTime } = values;
  if (Object.keys(result.errors).length === 0 || result.errors.endTime) return result;
  if (startTime && endTime && endTime <= startTime) {
    const errors: FieldErrors<SessionFormValues> = {
      ...result.errors,
      endTime: { type: 'custom', message: CookingSessionMessages.endBeforeStart },
    };
    return { values: {}, errors };
  }
  return result;
};
