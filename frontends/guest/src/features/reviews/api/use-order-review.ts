import { useQuery } from '@apollo/client/react';
import { GetOrderReviewDocument } from '@hearth/graphql-client';

/**
 * The guest's review of one order (myReviewForOrder: id, stars, description), or null when the
 * order has none yet; always asked of the server (a review may have changed elsewhere).
 */
export function useOrderReview(orderId: string) {
  const { data, loading } = useQuery(GetOrderReviewDocument, {
    variables: { orderId },
    fetchPolicy: 'network-only',
  });
  return { review: data?.myReviewForOrder ?? null, loading: loading && !data };
}
