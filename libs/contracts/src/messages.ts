/**
 * Every user-facing message of the contracts, without zod: the browser's first paint and the i18n
 * tables import this module alone (`@hearth/contracts/messages`), the schemas import it too.
 * One file per domain under messages/; this entry re-exports them all.
 */

export { AuthMessages } from './messages/auth.js';
export { AccountMessages } from './messages/account.js';
export { NotificationPreferenceMessages } from './messages/notification-preferences.js';
export { WaitlistMessages } from './messages/waitlist.js';
export { DishMessages, IngredientMessages } from './messages/dishes.js';
export { DietaryProfileMessages } from './messages/dietary-profile.js';
export { MenuMessages } from './messages/menus.js';
export { ReviewMessages, FavouriteMessages, ExploreMessages } from './messages/reviews.js';
export { CartMessages } from './messages/cart.js';
export { OrderMessages, OrderStatusLabels } from './messages/orders.js';
export { PaymentMessages, PaymentStatusLabels } from './messages/payments.js';
export { TipMessages } from './messages/tips.js';
export { RestaurantPageMessages } from './messages/restaurant-page.js';
export { NotifyMeMessages } from './messages/notify-me.js';
export { NewsletterPostMessages } from './messages/newsletter-post.js';
export { PartnerKeyMessages } from './messages/partner-keys.js';
export {
  PromotionMessages,
  PromotionStatusLabels,
  PROMOTION_REFUSALS,
  fillMessage,
  type PromotionRefusal,
} from './messages/promotions.js';
