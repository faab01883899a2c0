import { KitchenMessages } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, EmptyState, Spinner } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { requestAuthModal } from '../../../../../shared/auth-modal-request';
import { ListStates } from '../../../components/ListStates';
import { useFetchMorePager } from '../../../hooks/useLoadMore';
import { RestaurantCardGrid } from '../../../lib/favourites/RestaurantCardGrid';
import { useFavouriteToggle } from '../../../lib/favourites/useFavouriteToggle';
import { useMyFavourites } from '../api/use-my-favourites';
import '../translations';

/** Favourites per page (myFavourites, 1–48). */

const Page = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  box-sizing: border-box;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(6)};
    font-size: 1.75rem;
  }
`;

/** The signed-in guest's favourites, 12 per page, with loading, failed and empty states. */
function FavouritesList() {
  const t = useT();
  const favourites = useFavouriteToggle();
  const { data, loading, error, refetch, fetchMore } = useMyFavourites();
  const page = data?.myFavourites;
  const items = page?.items ?? [];
  const pager = useFetchMorePager(data, 'myFavourites', fetchMore);

  return (
    <ListStates
      loading={loading && items.length === 0}
      loadingLabel={t('Loading favourites…')}
      failure={
        error && items.length === 0
          ? { message: KitchenMessages.loadFailed, onRetry: () => void refetch() }
          : null
      }
      isEmpty={items.length === 0}
      empty={
        <EmptyState
          title={t('No favourites yet')}
          description={t('Tap the heart on a restaurant to keep it here.')}
          action={<Link to="/user/explore">{t('Explore restaurants')}</Link>}
        />
      }
    >
      <RestaurantCardGrid
        label={t('Favourite restaurants')}
        restaurants={items}
        favourites={favourites}
        pager={pager}
      />
    </ListStates>
  );
}

/**
 * /user/favorites: the signed-in guest's favourite restaurants
 * (myFavourites, most recently added first, 12 per page) as restaurant cards whose heart removes
 * them; an empty state links to explore. A visitor is offered the log-in modal.
 */
export function FavoritesPage() {
  const t = useT();
  const { status, user } = useAuth();
  let body;
  if (status === 'loading') body = <Spinner centered label={t('Checking your session…')} />;
  else if (status !== 'signedIn' || !user)
    body = (
      <EmptyState
        title={t('Log in to see your favourites')}
        action={<Button onClick={() => requestAuthModal('logIn')}>{t('Log in')}</Button>}
      />
    );
  else body = <FavouritesList />;
  return (
    <Page>
      <h1>{t('Favorites')}</h1>
      {body}
    </Page>
  );
}
