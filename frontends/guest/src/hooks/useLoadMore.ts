import { KitchenMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import { useRef, useState } from 'react';
import '../components/translations';

/** What {@link useLoadMore} returns (and {@link LoadMoreButton} takes). */
export interface LoadMorePager {
  /** There is a next page. */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** Fetches the next page (does nothing while one is on its way or when there is none). */
  loadMore: () => Promise<void>;
}

/**
 * 'Load more' for a cursor-paged list. `fetchNext` fetches and appends the next page, or is null
 * when there is none. One fetch at a time (a second press while one is on its way does nothing);
 * a failure shows 'There seems to be some issue at the moment.' in a toast and leaves
 * the list as it was.
 */
export function useLoadMore(fetchNext: (() => Promise<unknown>) | null): LoadMorePager {
  const t = useT();
  const toast = useToast();
  const [loadingMore, setLoadingMore] = useState(false);
  // State updates are asynchronous; the ref stops a double click before the re-render.
  const inFlight = useRef(false);

  const loadMore = async () => {
    if (!fetchNext || inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    try {
      await fetchNext();
    } catch {
      toast.show(t(KitchenMessages.loadFailed), { tone: 'error' });
    } finally {
      inFlight.current = false;
      setLoadingMore(false);
    }
  };
  return { hasMore: fetchNext !== null, loadingMore, loadMore };
}

/** A cursor page as the guest queries return it. */
interface CursorPage {
  items: readonly unknown[];
}

/**
 * An Apollo `fetchMore` `updateQuery` that appends the fetched page's items to the list under
 * `field` (e.g. 'exploreRestaurants'); the rest of the page (nextCursor) is the fetched one's.
 */
export function appendPage<K extends string>(field: K) {
  return <TData extends { [F in K]: CursorPage }>(
    previous: TData,
    { fetchMoreResult }: { fetchMoreResult: TData },
  ): TData => ({
    ...previous,
    [field]: {
      ...fetchMoreResult[field],
      items: [...previous[field].items, ...fetchMoreResult[field].items],
    },
  });
}

/**
 * {@link useLoadMore} for an Apollo query paged by `cursor`: `data[field]` is the page so far
 * (`items`, `nextCursor`); the next page is fetched with `fetchMore` and appended.
 */
export function useFetchMorePager<
  K extends string,
  TData extends { [F in K]: CursorPage & { nextCursor?: string | null } },
>(
  data: TData | undefined,
  field: K,
  fetchMore: (options: {
    variables: { cursor: string };
    updateQuery: (previous: TData, options: { fetchMoreResult: TData }) => TData;
  }) => Promise<unknown>,
): LoadMorePager {
  const cursor = data?.[field].nextCursor;
  return useLoadMore(
    cursor ? () => fetchMore({ variables: { cursor }, updateQuery: appendPage(field) }) : null,
  );
}
