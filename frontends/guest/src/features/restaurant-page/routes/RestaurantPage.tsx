import { FavouriteMessages, KitchenMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { EmptyState } from '@hearth/ui';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useRestaurantCookingSessions, useRestaurantPage } from '../api/use-restaurant-page';
import { useDishWatches } from '../api/use-dish-watches';
import { RestaurantPageSkeleton } from '../../../../../shared/skeletons/Skeletons';
import { useShownSearchParams } from '../../../hooks/useShownSearchParams';
import type { AddToCart } from '../../../types/add-to-cart';
import { DishList } from '../components/DishList';
import { DishModal, type AddToCartIntent, type AddToCartResult } from '../components/DishModal';
import { AskChef } from '../components/AskChef';
import { RestaurantHeader } from '../components/RestaurantHeader';
import {
  availableDishes,
  dishListSelection,
  upcomingDates,
  type AvailableDish,
  type FulfilmentMode,
} from '../utils/availability';
import '../translations';

const Page = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(4)};
  box-sizing: border-box;
`;

/**
 * The restaurant page (/restaurant/{slug}, public; docs/rules/screens.md#restaurant-page); the app
 * gives it the cart's `addToCart` (src/app/RestaurantPage, exposed as `./RestaurantPage`).
 * GetRestaurantDetails (by slug) and GetCookingSessions (14 days) feed the header, the dish card
 * list filtered by date and by delivery or pickup (both in the URL, `?date=YYYY-MM-DD&mode=pickup`,
 * the locale kept) with the availability rule (`availableDishes`), and the dish detail modal; a
 * sold-out dish offers Notify me (`useDishWatches`, docs/rules/notify-me.md). When
 * loading fails it shows only 'There seems to be some issue at the moment.'.
 */
export function RestaurantPage({ addToCart }: { addToCart: AddToCart }) {
  const t = useT();
  const { slug = '' } = useParams();
  const [params, setParams] = useShownSearchParams();
  const restaurantQuery = useRestaurantPage(slug);
  const restaurant = restaurantQuery.data?.restaurantBySlug ?? null;
  const sessionsQuery = useRestaurantCookingSessions(restaurant?.id ?? null);
  const [open, setOpen] = useState<AvailableDish | null>(null);
  const watches = useDishWatches(restaurant?.id ?? null);

  const sessions = useMemo(() => sessionsQuery.data?.cookingSessions ?? [], [sessionsQuery.data]);
  // One "now" per load of the sessions, so the list does not shift while the guest reads it.
  const now = useMemo(() => new Date(), [sessionsQuery.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const dates = useMemo(() => upcomingDates(sessions, now), [sessions, now]);
  const { date, mode } = useMemo(
    () =>
      restaurant
        ? dishListSelection(restaurant.dishes, sessions, restaurant, {
            requestedDate: params.get('date') || null,
            requestedMode: params.get('mode'),
            now,
          })
        : { date: '', mode: 'delivery' as const },
    [restaurant, sessions, params, now],
  );
  const items = useMemo(
    () => (restaurant ? availableDishes(restaurant.dishes, sessions, { date, mode, now }) : []),
    [restaurant, sessions, date, mode, now],
  );

  /**
   * Writes the guest's pick to the URL. A date or mode pick also pins the other one as shown, so
   * the list stays on what the guest chose (with the spec's message when it has no dish).
   */
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (name === 'date' || name === 'mode') {
      next.set('date', date);
      next.set('mode', mode);
    }
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const onAddToCart = useCallback(
    async ({ item, quantity }: AddToCartIntent): Promise<AddToCartResult> => {
      if (!restaurant) return { ok: false, message: KitchenMessages.loadFailed };
      const outcome = await addToCart({
        dishId: item.dish.id,
        occurrenceId: item.occurrenceId,
        quantity,
        preview: {
          dishName: item.dish.name,
          priceCents: item.dish.priceCents,
          portionSize: item.portionSize,
          imageUrl: item.dish.images[0]?.thumbnailUrl ?? item.dish.images[0]?.url ?? null,
          restaurantId: restaurant.id,
          restaurantName: restaurant.name,
          restaurantSlug: restaurant.slug,
          remaining: item.remaining,
          minQuantity: item.minQuantity,
          maxQuantity: item.maxQuantity,
          orderLimitMin: item.orderLimitMin,
          orderLimitMax: item.orderLimitMax,
          offersDelivery: item.offersDelivery,
          offersPickup: item.offersPickup,
          startsAt: item.startsAt,
          orderCutoffAt: item.orderCutoffAt,
        },
      });
      return outcome.ok
        ? { ok: true }
        : { ok: false, message: outcome.message, needsLogIn: outcome.needsLogIn };
    },
    [addToCart, restaurant],
  );

  if (restaurantQuery.error || sessionsQuery.error) {
    return (
      <Page role="alert" data-testid="restaurant-load-failed">
        <EmptyState title={KitchenMessages.loadFailed} />
      </Page>
    );
  }
  if (restaurantQuery.loading || (restaurant && sessionsQuery.loading && !sessionsQuery.data)) {
    // The same skeleton the shell drew while this code loaded: nothing moves when data arrives.
    return <RestaurantPageSkeleton label={t('Loading the restaurant…')} />;
  }
  if (!restaurant) {
    return (
      <Page>
        <EmptyState title={t(FavouriteMessages.restaurantUnavailable)} />
      </Page>
    );
  }
  return (
    <Page>
      <RestaurantHeader restaurant={restaurant} />
      <AskChef restaurantId={restaurant.id} />
      <DishList
        dates={dates}
        date={date}
        mode={mode}
        offersDelivery={restaurant.offersDelivery}
        offersPickup={restaurant.offersPickup}
        items={items}
        menus={restaurant.menus}
        menuId={params.get('menu') ?? ''}
        onMenuChange={(id) => setParam('menu', id)}
        onDateChange={(d) => setParam('date', d)}
        onModeChange={(m: FulfilmentMode) => setParam('mode', m)}
        onOpen={setOpen}
        watches={watches}
      />
      <DishModal
        item={open}
        timeZone={restaurant.timeZone}
        onClose={() => setOpen(null)}
        onAddToCart={onAddToCart}
        watches={watches}
      />
    </Page>
  );
}
