import { OrderStatusLabels } from '@hearth/contracts/messages';
import type { OrderStatus } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button, EmptyState } from '@hearth/ui';
import styled from 'styled-components';
import { formatWhen, money } from '../../../components/order-format';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useOrderHistory } from '../api/use-order-history';

/** Past orders: the ones no one acts on any more (/chef/manage/orderhistory). */
export const PAST_ORDER_STATUSES: OrderStatus[] = [
  'COMPLETED',
  'DECLINED',
  'CANCELLED',
  'REJECTED',
];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/**
 * /chef/manage/orderhistory: the restaurant's past orders (completed, declined,
 * cancelled, rejected), newest first, `ORDERS_PAGE_SIZE` at a time with 'Load more'; an order that
 * becomes past while the page is open appears without reload (live push).
 */
export function OrderHistoryPage() {
  const t = useT();
  const { locale } = useLocale();
  const { orders, nextCursor, loadMore, loading, error } = useOrderHistory(PAST_ORDER_STATUSES);
  return (
    <PageFrame title={t('Order history')}>
      {loading ? (
        <PageLoading />
      ) : error ? (
        <PageLoadError />
      ) : orders.length === 0 ? (
        <EmptyState
          title={t('No orders yet')}
          description={t('Orders guests place for your cooking sessions will be listed here.')}
        />
      ) : (
        <Table aria-label={t('Order history')}>
          <thead>
            <tr>
              <th>{t('Order')}</th>
              <th>{t('For')}</th>
              <th>{t('Dishes')}</th>
              <th>{t('Status')}</th>
              <th>{t('Total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} data-testid="history-row">
                <td>{o.reference}</td>
                <td>{formatWhen(o.scheduledFor, locale)}</td>
                <td>{o.lines.map((l) => `${l.quantity} × ${l.dishName}`).join(', ')}</td>
                <td>
                  {t(OrderStatusLabels[o.status] ?? o.status)}
                  {o.declineReason ? ` · ${o.declineReason}` : ''}
                </td>
                <td>{money(o.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {nextCursor && (
        <Button $variant="ghost" onClick={loadMore}>
          {t('Load more')}
        </Button>
      )}
    </PageFrame>
  );
}
