/**
 * How far ahead the restaurant page looks for cooking sessions (GetRestaurantCookingSessions), in
 * days: shared by the guest's page and the shell's route preloading, whose query must carry the
 * same variables for the page to find its answer in Apollo's cache.
 */
export const RESTAURANT_SESSION_DAYS = 14;
