import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../shared/not-found/NotFoundPage';
import { NotFoundText } from '../../shared/not-found/translations';
import { AccountPage } from './features/account/routes/AccountPage';
import { AboutPage } from './features/about/routes/AboutPage';
import { AccountDeletedPage } from './features/account-settings/routes/AccountDeletedPage';
import { AccountSettingsPage } from './features/account-settings/routes/AccountSettingsPage';
import { CartPage } from './features/cart/routes/CartPage';
import { CheckoutPage } from './features/checkout/routes/CheckoutPage';
import { ExplorePage } from './features/explore/routes/ExplorePage';
import { RestaurantListPage } from './features/explore/routes/RestaurantListPage';
import { FavoritesPage } from './features/favorites/routes/FavoritesPage';
import { HelpReportPage } from './features/help-report/routes/HelpReportPage';
import { OrdersPage } from './features/orders/routes/OrdersPage';
import { ReceiptPage } from './features/orders/routes/ReceiptPage';
import { PaymentSettingsPage } from './features/payment-settings/routes/PaymentSettingsPage';
import { ReviewOrderModal } from './features/reviews/components/ReviewOrderModal';
import { ReviewsPage } from './features/reviews/routes/ReviewsPage';
import { WaitlistPage } from './features/waitlist/routes/WaitlistPage';
import { WeeklyOrdersPage } from './features/weekly-orders/routes/WeeklyOrdersPage';
import { GuestOnly, VisitorWelcome } from './app/GuestOnly';

/**
 * Guest routes, relative to the shell's `/user/*`. Exposed to the shell as `guest/App`.
 * Composes features that do not import each other (orders gets the review modal from here).
 * Explore and the restaurant list are open to visitors (with a log-in / sign-up band); the waitlist
 * is public; every other page asks a signed-out visitor to log in or sign up in place (GuestOnly).
 */
export default function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="explore" replace />} />
      <Route element={<VisitorWelcome />}>
        <Route path="explore" element={<ExplorePage />} />
        <Route path="restaurant-list" element={<RestaurantListPage />} />
      </Route>
      <Route element={<GuestOnly />}>
        <Route path="orders/:orderId/receipt" element={<ReceiptPage />} />
        <Route
          path="orders/*"
          element={
            <OrdersPage
              renderReview={(order, onClose) => (
                <ReviewOrderModal
                  orderId={order.id}
                  restaurantId={order.restaurantId}
                  restaurantName={order.restaurantName}
                  onClose={onClose}
                />
              )}
            />
          }
        />
        <Route path="favorites" element={<FavoritesPage />} />
        <Route path="weekly-orders" element={<WeeklyOrdersPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="account" element={<Navigate to="/user/settings" replace />} />
        <Route path="settings/account-settings" element={<AccountSettingsPage />} />
        <Route path="settings/payment" element={<PaymentSettingsPage />} />
        <Route path="settings/help-report" element={<HelpReportPage />} />
        <Route path="settings/about" element={<AboutPage />} />
        <Route path="settings/*" element={<AccountPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
      </Route>
      <Route path="waitlist" element={<WaitlistPage />} />
      <Route path="account-deleted" element={<AccountDeletedPage />} />
      <Route path="*" element={<NotFoundPage homePath="/" homeLabel={NotFoundText.backHome} />} />
    </Routes>
  );
}
