import { Navigate, Route, useLocation } from 'react-router';

/**
 * The guest remote's pages (mounted at /user/*, SPEC §2 "Guest routes") as people tend to share
 * them, without the /user prefix: /explore, /orders/pending, /settings/payment… Each is sent to
 * its /user page (query and hash kept, e.g. `?lang=fr-CA`), where the guest remote asks a
 * signed-out visitor to log in or sign up. The public /user/waitlist is left out: /waitlist could
 * as well mean the chef one.
 */
export const GUEST_SHORT_PATHS = [
  'explore',
  'restaurant-list',
  'favorites',
  'reviews',
  'orders/*',
  'cart',
  'checkout',
  'account',
  'settings/*',
] as const;

/** Replaces the current entry with the same path under /user, query and hash kept. */
function ToGuestArea() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={{ pathname: `/user${pathname}`, search, hash }} replace />;
}

/** One `<Route>` per {@link GUEST_SHORT_PATHS} entry, to put inside the shell's `<Routes>`. */
export function guestShortPathRoutes() {
  return GUEST_SHORT_PATHS.map((path) => (
    <Route key={path} path={path} element={<ToGuestArea />} />
  ));
}
