import type { LazyHearthSession } from '@hearth/graphql-client/session';
import type { RemoteName } from '../../../shared/runtime-config';
import { RESTAURANT_SESSION_DAYS } from '../../../shared/route-data';
import { preloadRemoteArea } from './RemoteArea';

/** The remote (and exposed module) that draws `pathname`, or null for the shell's own pages. */
export function remoteOfPath(pathname: string): { name: RemoteName; module: string } | null {
  if (/^\/restaurant\/[^/]+\/?$/.test(pathname)) return { name: 'guest', module: 'RestaurantPage' };
  const area = /^\/(user|chef|admin)(\/|$)/.exec(pathname)?.[1];
  if (area === 'user') return { name: 'guest', module: 'App' };
  if (area === 'chef' || area === 'admin') return { name: area, module: 'App' };
  return null;
}

/** The page's largest image (its LCP): fetched first, before the page's code has drawn it. */
function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * Route-level preloading (issue 25): at start-up, for the page being opened, starts at once and in
 * parallel what it will need instead of one after the other (shell → remote entry → chunk →
 * query): the remote's code, Apollo, the payments mode every remote page waits for, and on a
 * restaurant page its data (GetRestaurantPage, then GetRestaurantCookingSessions with the
 * restaurant's id) into Apollo's cache, and its banner image, where the page's own queries (cache-first, the same
 * variables) find them. Data is preloaded only for a signed-out visitor: a signed-in one's
 * answers depend on the session being restored first (favourites). With `data: false` (the
 * server-rendered page's data is in the cache already) only the code.
 */
export function preloadRoute(
  pathname: string,
  session: LazyHearthSession,
  { data = true }: { data?: boolean } = {},
): void {
  const remote = remoteOfPath(pathname);
  if (!remote) return;
  preloadRemoteArea(remote.name, remote.module);
  if (!data) return;
  const slug = remote.module === 'RestaurantPage' ? pathname.split('/')[2] : null;
  const signedOut = !session.store.hasSession();
  void Promise.all([session.loadRuntime(), import('@hearth/graphql-client')])
    .then(async ([{ client }, documents]) => {
      void client.query({ query: documents.GetPaymentsModeDocument }).catch(() => undefined);
      if (!slug || !signedOut) return;
      const { data } = await client.query({
        query: documents.GetRestaurantPageDocument,
        variables: { slug: decodeURIComponent(slug) },
      });
      const restaurant = data?.restaurantBySlug;
      // (Not on the server render, frontends/ssr, which has no document.)
      if (restaurant?.imageUrl && typeof document !== 'undefined') {
        preloadImage(restaurant.imageUrl);
      }
      const restaurantId = restaurant?.id;
      if (restaurantId) {
        await client.query({
          query: documents.GetRestaurantCookingSessionsDocument,
          variables: { restaurantId, days: RESTAURANT_SESSION_DAYS },
        });
      }
    })
    .catch(() => undefined); // the page asks again and shows its own error
}
