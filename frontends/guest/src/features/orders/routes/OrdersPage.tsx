import type { OrderStatus } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { NavLink, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { Page } from '../../../components/layout';
import { OrderList, type RenderReview } from '../components/OrderList';
import '../../../lib/order-translations';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  a {
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    &.active {
      background: ${({ theme }) => theme.colors.primary};
      border-color: ${({ theme }) => theme.colors.primary};
      color: #fff;
    }
  }
`;

/** The tabs of /user/orders (docs/rules/screens.md#orders): which statuses each lists. */
const TABS: { path: string; label: string; statuses: OrderStatus[]; empty: string }[] = [
  {
    path: '',
    label: 'Order Tracking',
    statuses: ['PLACED', 'PENDING', 'ACCEPTED'],
    empty: 'You have no orders in progress',
  },
  {
    path: 'pending',
    label: 'Pending',
    statuses: ['PLACED', 'PENDING'],
    empty: 'No pending orders',
  },
  {
    path: 'upcoming-orders',
    label: 'Upcoming',
    statuses: ['ACCEPTED'],
    empty: 'No upcoming orders',
  },
  {
    path: 'past',
    label: 'Past orders',
    statuses: ['COMPLETED', 'DECLINED', 'CANCELLED', 'REJECTED'],
    empty: 'No past orders',
  },
];

/**
 * /user/orders: Order Tracking (placed, pending and accepted orders; shown after the
 * order is confirmed), /pending, /upcoming-orders and /past, each a paged list with the order
 * detail modal. `renderReview` draws the 'Review Your Order' modal for a completed order.
 */
export function OrdersPage({ renderReview }: { renderReview?: RenderReview }) {
  const t = useT();
  return (
    <Page>
      <title>{`${t('Orders')} · Hearth`}</title>
      <h1>{t('Orders')}</h1>
      <Tabs aria-label={t('Orders')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`/user/orders/${tab.path}`} end>
            {t(tab.label)}
          </NavLink>
        ))}
      </Tabs>
      <Routes>
        {TABS.map((tab) => (
          <Route
            key={tab.path}
            {...(tab.path ? { path: tab.path } : { index: true })}
            element={
              <OrderList
                key={tab.path}
                statuses={tab.statuses}
                emptyText={tab.empty}
                renderReview={renderReview}
              />
            }
          />
        ))}
      </Routes>
    </Page>
  );
}
