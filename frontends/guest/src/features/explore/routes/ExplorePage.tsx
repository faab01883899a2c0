import { ExploreMessages, KitchenMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { EmptyState } from '@hearth/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useAuth } from '@hearth/graphql-client';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useShownSearchParams } from '../../../hooks/useShownSearchParams';
import { ListStates } from '../../../components/ListStates';
import { useFetchMorePager } from '../../../hooks/useLoadMore';
import { useCuisines, useExploreRestaurants } from '../api/use-explore-restaurants';
import { RestaurantCardGrid } from '../../../lib/favourites/RestaurantCardGrid';
import { useFavouriteToggle } from '../../../lib/favourites/useFavouriteToggle';
import { useDefaultDeliveryAddress } from '../../../lib/addresses/use-default-delivery-address';
import { useDietaryProfile } from '../../../lib/dietary-profile';
import { ExploreFilters } from '../components/ExploreFilters';
import { DietaryProfileLine } from '../components/DietaryProfileLine';
import {
  activeFilterCount,
  readExploreState,
  toExploreVariables,
  withDietaryProfile,
  writeExploreState,
  type ExploreState,
} from '../utils/explore-filters';
import '../translations';

/** Restaurants per page (server paging, 1–48). */

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 300px) 1fr;
  gap: ${({ theme }) => theme.spacing(8)};
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  box-sizing: border-box;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: 1.75rem;
  }
`;
const KNOWN_MESSAGES = new Set<string>(Object.values(ExploreMessages));

/** The user-facing message of a failed explore query: explore's own message, else the load failure's. */
function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const known = error.errors.find((e) => KNOWN_MESSAGES.has(e.message));
    if (known) return known.message;
  }
  return KitchenMessages.loadFailed;
}

/**
 * Explore (/user/explore and /user/restaurant-list): restaurant cards with
 * filters for cuisine, dish categories, delivery or pickup, date and free text; with the guest's
 * postal code (typed, or a signed-in guest's saved delivery address) only the chefs who deliver
 * there or offer pickup within the chosen distance, each card with its distance; sorted by
 * rating or by distance, 12 per page from the server (Load more). The filters live in the URL
 * query (`?cuisine=…&category=VEGAN&mode=pickup&date=…&q=…&sort=distance&postal=…&pickup=25`), so
 * reload, back and shared links keep them; the locale parameter is kept. A signed-in guest with
 * a dietary profile sees only the chefs with an active dish that fits it, unless they switch on
 * 'Show every chef' (docs/rules/allergens.md#a-guests-dietary-profile); visitors see every chef.
 */
export function ExplorePage({ title = 'Explore' }: { title?: string }) {
  const t = useT();
  const [params, setParams] = useShownSearchParams();
  const state = useMemo(() => readExploreState(params), [params]);
  const dietary = useDietaryProfile();
  const [showEveryChef, setShowEveryChef] = useState(false);
  const applyProfile = dietary.active && !showEveryChef;
  const variables = useMemo(() => {
    const chosen = toExploreVariables(state);
    return applyProfile ? withDietaryProfile(chosen, dietary.profile) : chosen;
  }, [state, applyProfile, dietary.profile]);
  const needsPostalCode = variables.sort === 'DISTANCE' && !variables.postalCode;
  const favourites = useFavouriteToggle();
  const { user } = useAuth();
  const saved = useDefaultDeliveryAddress({ skip: user?.role !== 'GUEST' });
  const cuisines = useCuisines();
  // A guest's profile is read first, so the list does not flash every chef before it applies.
  const { data, loading, error, fetchMore, refetch } = useExploreRestaurants(variables, {
    skip: needsPostalCode || dietary.loading,
  });
  const page = data?.exploreRestaurants;
  const items = page?.items ?? [];
  const pager = useFetchMorePager(data, 'exploreRestaurants', fetchMore);
  const change = (next: ExploreState) => setParams(writeExploreState(params, next));

  const results = needsPostalCode ? (
    <EmptyState title={t(ExploreMessages.postalCodeRequired)} />
  ) : (
    <ListStates
      loading={(loading || dietary.loading) && items.length === 0}
      loadingLabel={t('Loading restaurants…')}
      failure={
        error && items.length === 0
          ? { message: errorMessage(error), onRetry: () => void refetch() }
          : null
      }
      isEmpty={items.length === 0}
      empty={
        <EmptyState
          title={t('No restaurants match your search')}
          description={
            variables.postalCode
              ? t(
                  'No chef delivers to {{postalCode}} or offers pickup within {{km}} km with these filters. Try a longer pickup distance, another date or fewer filters.',
                  { postalCode: variables.postalCode, km: state.pickupKm },
                )
              : applyProfile
                ? t(
                    'No chef has a dish that fits your dietary profile with these filters. Switch on Show every chef to see them all.',
                  )
                : activeFilterCount(state) > 0
                  ? t('Try another date, fewer filters or a different search.')
                  : t('Our chefs are getting their kitchens ready. Please check back soon.')
          }
        />
      }
    >
      <RestaurantCardGrid
        label={t('Restaurants')}
        restaurants={items}
        favourites={favourites}
        busy={loading}
        pager={pager}
      />
    </ListStates>
  );

  return (
    <Page>
      <aside>
        <h1>{t(title)}</h1>
        <ExploreFilters
          state={state}
          cuisines={cuisines.data?.exploreCuisines ?? []}
          savedPostalCode={saved.address?.postalCode ?? null}
          onChange={change}
        />
      </aside>
      <section aria-label={t('Results')}>
        {dietary.active && (
          <DietaryProfileLine showEvery={showEveryChef} onShowEveryChange={setShowEveryChef} />
        )}
        {results}
      </section>
    </Page>
  );
}
