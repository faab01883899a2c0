import { OrderStatusLabels } from '@hearth/contracts/messages';
import { KitchenMessages, type OrderStatus } from '@hearth/contracts';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Card, EmptyState, Spinner, useToast } from '@hearth/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useLoadMore } from '../../../hooks/useLoadMore';
import { formatCents } from '../../../utils/money';
import { Muted, Row, StackList } from '../../../components/layout';
import { useCancelOrder, useMyOrders, type GuestOrder } from '../api/orders';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderConversationButton } from '../../../../../shared/messaging/OrderConversationButton';
import { OrderDetailModal } from './OrderDetailModal';
import { PaymentChip } from './OrderPayment';

const List = styled(StackList)`
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;
const Status = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Money = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Renders the 'Review Your Order' modal for a completed order (composed by the app). */
export type RenderReview = (order: GuestOrder, onClose: () => void) => ReactNode;

/**
 * One orders tab: the guest's orders in `statuses`, newest first, with 'Load more' (next
 * token), each with its payment's short status and opening the order detail modal; a Pending
 * order can be cancelled after a confirmation, a Completed one reviewed.
 */
export function OrderList({
  statuses,
  emptyText,
  renderReview,
}: {
  statuses: readonly OrderStatus[];
  emptyText: string;
  renderReview?: RenderReview;
}) {
  const t = useT();
  const { locale } = useLocale();
  const toast = useToast();
  const { isGuest, orders, loading, error, hasMore, loadMore, retry } = useMyOrders(statuses);
  const pager = useLoadMore(hasMore ? loadMore : null);
  const cancelOrder = useCancelOrder();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reviewing, setReviewing] = useState<GuestOrder | null>(null);
  const open = orders.find((o) => o.id === openId) ?? null;

  async function confirmCancel(order: GuestOrder) {
    setCancelling(true);
    const outcome = await cancelOrder(order.id);
    setCancelling(false);
    setConfirming(false);
    if (!outcome.ok) {
      toast.show(t(outcome.message), { tone: 'error' });
      return;
    }
    setOpenId(null);
    toast.show(t('Your order has been cancelled'), { tone: 'success' });
  }

  if (!isGuest) return <EmptyState title={t('Log in as a guest to see your orders')} />;
  if (loading) return <Spinner centered label={t('Loading your orders…')} />;
  if (error && orders.length === 0)
    return <LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void retry()} />;
  if (orders.length === 0) return <EmptyState title={t(emptyText)} />;

  return (
    <>
      <List>
        {orders.map((order) => (
          <Card key={order.id} as="li" data-testid="order-card" aria-label={order.restaurantName}>
            <Row>
              <h3>{order.restaurantName}</h3>
              <Status data-testid="order-status">{t(OrderStatusLabels[order.status])}</Status>
            </Row>
            <Row>
              <Muted>
                <span data-testid="order-reference">{order.reference}</span> ·{' '}
                {formatDateTime(order.scheduledFor, locale)} ·{' '}
                {order.fulfilment === 'DELIVERY' ? t('Delivery') : t('Pickup')}
              </Muted>
              <Money>
                {order.payment && <PaymentChip status={order.payment.status} />}
                <strong>{formatCents(order.totalCents)}</strong>
              </Money>
            </Row>
            {order.status === 'REJECTED' && order.rejectionReason && (
              <Muted role="note">{order.rejectionReason}</Muted>
            )}
            <Row>
              <span />
              <span>
                {order.status === 'COMPLETED' && renderReview && (
                  <Button $size="sm" onClick={() => setReviewing(order)}>
                    {t('Review Your Order')}
                  </Button>
                )}{' '}
                <OrderConversationButton
                  orderId={order.id}
                  label="Message the chef"
                  $variant="ghost"
                />{' '}
                <Button $variant="secondary" $size="sm" onClick={() => setOpenId(order.id)}>
                  {t('View details')}
                </Button>
              </span>
            </Row>
          </Card>
        ))}
      </List>
      <LoadMoreButton pager={pager} />
      {open && !confirming && (
        <OrderDetailModal
          order={open}
          onClose={() => setOpenId(null)}
          secondary={{ label: t('Close'), onClick: () => setOpenId(null) }}
          primary={
            open.status === 'PENDING'
              ? { label: t('Cancel order'), onClick: () => setConfirming(true) }
              : open.status === 'COMPLETED' && renderReview
                ? {
                    label: t('Review Your Order'),
                    onClick: () => {
                      setReviewing(open);
                      setOpenId(null);
                    },
                  }
                : undefined
          }
        />
      )}
      {open && confirming && (
        <CancelOrderDialog
          busy={cancelling}
          onGoBack={() => setConfirming(false)}
          onConfirm={() => void confirmCancel(open)}
        />
      )}
      {reviewing && renderReview?.(reviewing, () => setReviewing(null))}
    </>
  );
}
