import { useApolloClient, useQuery } from '@apollo/client/react';
import { GetMyReviewsDocument, type GetMyReviewsQuery } from '@hearth/graphql-client';
import { useState } from 'react';

/** One of the guest's reviews as /user/reviews lists it. */
export type ReviewItem = GetMyReviewsQuery['myReviews']['items'][number];

/** Reviews per page of /user/reviews. */
export const REVIEWS_PAGE_SIZE = 20;

/**
 * The signed-in guest's reviews, newest first (myReviews, {@link REVIEWS_PAGE_SIZE} a page):
 * `items` are the pages loaded so far, `fetchNextPage` loads the next one (null when there is
 * none), `loaded` is false until the first page came (or when it failed), `refetch` asks again,
 * `forgetNextPages` drops the pages after the first (e.g. after an edit, so none shows stale).
 * `skip` while no guest is signed in.
 */
export function useMyReviews({ skip = false }: { skip?: boolean } = {}) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(GetMyReviewsDocument, {
    variables: { limit: REVIEWS_PAGE_SIZE },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const [more, setMore] = useState<{ items: ReviewItem[]; cursor: string | null } | null>(null);
  const items = [...(data?.myReviews.items ?? []), ...(more?.items ?? [])];
  const nextCursor = more ? more.cursor : (data?.myReviews.nextCursor ?? null);

  async function fetchNextPage() {
    if (!nextCursor) return;
    const { data: page } = await client.query({
      query: GetMyReviewsDocument,
      variables: { limit: REVIEWS_PAGE_SIZE, cursor: nextCursor },
      fetchPolicy: 'network-only',
    });
    if (page) {
      setMore({
        items: [...(more?.items ?? []), ...page.myReviews.items],
        cursor: page.myReviews.nextCursor ?? null,
      });
    }
  }

  return {
    items,
    loading: loading && !data,
    loaded: !!data,
    refetch,
    fetchNextPage: nextCursor ? fetchNextPage : null,
    forgetNextPages: () => setMore(null),
  };
}
