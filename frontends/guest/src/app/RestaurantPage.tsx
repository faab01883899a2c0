import { useAddToCart } from '../lib/cart/use-cart';
import { RestaurantPage as RestaurantPageView } from '../features/restaurant-page/routes/RestaurantPage';

/**
 * The restaurant page with the cart composed in: its dish modal adds through the guest's cart (lib/cart/use-cart).
 * Exposed by the guest remote as `./RestaurantPage` and mounted by the shell at /restaurant/{slug}.
 */
export function RestaurantPage() {
  const addToCart = useAddToCart();
  return <RestaurantPageView addToCart={addToCart} />;
}

/** The federation module's default export (`guest/RestaurantPage`). */
export default RestaurantPage;
