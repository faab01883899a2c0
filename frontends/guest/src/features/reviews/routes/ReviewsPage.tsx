import { halfStars, KitchenMessages } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Card, EmptyState, Spinner, StarRating } from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { restaurantPath } from '../../../lib/favourites/GuestRestaurantCard';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useLoadMore } from '../../../hooks/useLoadMore';
import { Muted, Page, Row, StackList } from '../../../components/layout';
import { ReviewOrderModal } from '../components/ReviewOrderModal';
import { useMyReviews, type ReviewItem } from '../api/use-my-reviews';
import '../../../lib/order-translations';

const List = styled(StackList)`
  p {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
  }
`;

/**
 * /user/reviews: the signed-in guest's reviews, newest first, each with its restaurant,
 * stars, text and date, and Edit (the 'Review Your Order' modal changes it); pages of 20.
 */
export function ReviewsPage() {
  const t = useT();
  const { locale } = useLocale();
  const { status, user } = useAuth();
  const isGuest = status === 'signedIn' && user?.role === 'GUEST';
  const { items, loading, loaded, refetch, fetchNextPage, forgetNextPages } = useMyReviews({
    skip: !isGuest,
  });
  const [editing, setEditing] = useState<ReviewItem | null>(null);

  const pager = useLoadMore(fetchNextPage);

  let body;
  if (!isGuest) body = <EmptyState title={t('Log in as a guest to see your reviews')} />;
  else if (loading) body = <Spinner centered label={t('Loading your reviews…')} />;
  else if (!loaded)
    body = <LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t('No reviews yet')}
        description={t('Review a completed order from your past orders.')}
      />
    );
  else
    body = (
      <>
        <List>
          {items.map((review) => (
            <Card key={review.id} as="li" data-testid="review-item">
              <Row>
                {review.restaurant ? (
                  <Link to={restaurantPath(review.restaurant.slug, locale)}>
                    {review.restaurant.name}
                  </Link>
                ) : (
                  <span>{t('Restaurant')}</span>
                )}
                <Button $variant="secondary" $size="sm" onClick={() => setEditing(review)}>
                  {t('Edit')}
                </Button>
              </Row>
              <StarRating rating={review.stars} stars={halfStars(review.stars)} />
              {review.description && <p>{review.description}</p>}
              <Muted>{formatDateTime(review.updatedAt, locale)}</Muted>
            </Card>
          ))}
        </List>
        <LoadMoreButton pager={pager} />
      </>
    );

  return (
    <Page>
      <title>{`${t('Reviews')} · Hearth`}</title>
      <h1>{t('Reviews')}</h1>
      {body}
      {editing && (
        <ReviewOrderModal
          orderId={editing.orderId}
          restaurantId={editing.restaurantId}
          restaurantName={editing.restaurant?.name ?? ''}
          onClose={() => {
            setEditing(null);
            forgetNextPages();
          }}
        />
      )}
    </Page>
  );
}
