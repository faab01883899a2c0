import { ORDERS_PAGE_SIZE } from '@hearth/contracts';
import type { ChefOrderFieldsFragment, OrderStatus } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, EmptyState } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useRestaurantOrders } from '../api/use-restaurant-orders';
import { OrderDetailModal } from '../components/OrderDetailModal';
import { OrderList } from '../components/OrderList';
import '../translations';

const COPY = {
  PENDING: { title: 'Pending orders', empty: 'No orders are waiting for your answer.' },
  ACCEPTED: { title: 'Accepted orders', empty: 'You have not accepted any orders yet.' },
  DECLINED: { title: 'Declined orders', empty: 'You have not declined any orders.' },
} as const;

const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/**
 * /chef/incoming-orders/{pending,accept,decline}: the restaurant's
 * orders with `status`, newest first, `ORDERS_PAGE_SIZE` per page (Previous / Next by the next
 * token), live without reload. 'View order' opens the detail modal with accept, decline (with a
 * reason) and mark-completed.
 */
export function IncomingOrdersPage({ status }: { status: keyof typeof COPY }) {
  const t = useT();
  const copy = COPY[status];
  const statuses: OrderStatus[] = [status];
  const page = useRestaurantOrders(statuses, ORDERS_PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);
  const open: ChefOrderFieldsFragment | undefined = page.orders.find((o) => o.id === openId);
  return (
    <PageFrame title={t(copy.title)}>
      {page.loading ? (
        <PageLoading />
      ) : page.error ? (
        <PageLoadError />
      ) : page.orders.length === 0 ? (
        <EmptyState
          title={t(copy.empty)}
          description={t('New orders show here as guests place them.')}
        />
      ) : (
        <OrderList orders={page.orders} onOpen={(o) => setOpenId(o.id)} />
      )}
      {(page.hasPrevious || page.hasNext) && (
        <Pager>
          <Button $variant="ghost" disabled={!page.hasPrevious} onClick={page.previous}>
            {t('Previous page')}
          </Button>
          <span>{t('Page {{page}}', { page: page.page })}</span>
          <Button $variant="ghost" disabled={!page.hasNext} onClick={page.next}>
            {t('Next page')}
          </Button>
        </Pager>
      )}
      {open && <OrderDetailModal order={open} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}
