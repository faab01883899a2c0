import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../shared/not-found/NotFoundPage';
import { NotFoundText } from '../../shared/not-found/translations';
import { BankDetailsPage } from './features/bank-details/routes/BankDetailsPage';
import { CookingPlansPage } from './features/cooking-sessions/routes/CookingPlansPage';
import { SchedulePage } from './features/cooking-sessions/routes/SchedulePage';
import { ChefLayout } from './features/dashboard/components/ChefLayout';
import { BANK_DETAILS_PATH } from './features/dashboard/menu';
import { DashboardPage } from './features/dashboard/routes/DashboardPage';
import { DishesPanel } from './features/dishes/components/DishesPanel';
import { DeliveryPage } from './features/delivery/routes/DeliveryPage';
import { EarningsPage } from './features/earnings/routes/EarningsPage';
import { HelpSupportPage } from './features/help-support/routes/HelpSupportPage';
import { IncomingOrdersPage } from './features/incoming-orders/routes/IncomingOrdersPage';
import { NextPrepSheets } from './features/kitchen/components/NextPrepSheets';
import { SalesGlance } from './features/kitchen/components/SalesGlance';
import { PrepSheetPage } from './features/kitchen/routes/PrepSheetPage';
import { ShoppingListPage } from './features/kitchen/routes/ShoppingListPage';
import { ManageRestaurantPage } from './features/manage-restaurant/routes/ManageRestaurantPage';
import { MenusPage } from './features/menus/routes/MenusPage';
import { NotificationsPage } from './features/notifications/routes/NotificationsPage';
import { OrderHistoryPage } from './features/order-history/routes/OrderHistoryPage';
import { AccountPage } from './features/settings/routes/AccountPage';
import { ProfilePage } from './features/settings/routes/ProfilePage';
import { ChefStatusGate } from './app/ChefStatusGate';
import { ChefWaitlistPage } from './features/waitlist/routes/ChefWaitlistPage';

/**
 * Chef routes, relative to the shell's `/chef/*`. Exposed to the shell as `chef/App`. Everything
 * but the waitlist sits behind the status gate (docs/rules/screens.md#chef-status-gate: wizard,
 * processing screen or the dashboard) and the dashboard layout (signed-in chefs, side menu /
 * drawer).
 */
export default function App() {
  return (
    <Routes>
      <Route path="waitlist" element={<ChefWaitlistPage />} />
      <Route element={<ChefStatusGate />}>
        <Route element={<ChefLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route
            path="dashboard"
            element={<DashboardPage kitchen={<NextPrepSheets />} sales={<SalesGlance />} />}
          />
          <Route path="manage">
            <Route index element={<Navigate to="restaurant" replace />} />
            <Route path="restaurant" element={<ManageRestaurantPage dishes={<DishesPanel />} />} />
            <Route path="orderhistory" element={<OrderHistoryPage />} />
            <Route path="menus" element={<MenusPage />} />
            <Route path="cookingplans" element={<CookingPlansPage />} />
            <Route path="schedule" element={<SchedulePage />} />
            <Route path="schedule/shopping" element={<ShoppingListPage />} />
            <Route path="schedule/:occurrenceId" element={<PrepSheetPage />} />
            <Route path="delivery" element={<DeliveryPage />} />
          </Route>
          <Route path="incoming-orders">
            <Route index element={<Navigate to="pending" replace />} />
            <Route path="accept" element={<IncomingOrdersPage status="ACCEPTED" />} />
            <Route path="pending" element={<IncomingOrdersPage status="PENDING" />} />
            <Route path="decline" element={<IncomingOrdersPage status="DECLINED" />} />
          </Route>
          <Route path="earnings" element={<EarningsPage bankDetailsPath={BANK_DETAILS_PATH} />} />
          <Route path="notification" element={<NotificationsPage />} />
          <Route path="settings">
            <Route index element={<Navigate to="profile" replace />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path={BANK_DETAILS_PATH.split('/').pop()} element={<BankDetailsPage />} />
            <Route path="help-support" element={<HelpSupportPage />} />
          </Route>
          <Route
            path="*"
            element={
              <NotFoundPage homePath="/chef/dashboard" homeLabel={NotFoundText.backToDashboard} />
            }
          />
        </Route>
      </Route>
    </Routes>
  );
}
