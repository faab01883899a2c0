import type { OrderFieldsFragment } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Modal } from '@hearth/ui';
import { OrderTotals } from '../../../components/OrderTotals';
import { Facts } from '../../../components/layout';

/**
 * The 'Order confirmed' modal, shown once the stock saga reserved the order (PENDING): order id,
 * restaurant, date, subtotal, delivery fee and total (Σ price × qty + fee), and the way to Order
 * Tracking (/user/orders).
 */
export function OrderConfirmedModal({
  order,
  onTrack,
}: {
  order: OrderFieldsFragment;
  onTrack: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Modal open onClose={onTrack} title={t('Order confirmed')}>
      <Facts>
        <dt>{t('Order')}</dt>
        <dd data-testid="confirmed-order-id">{order.id}</dd>
        <dt>{t('Restaurant')}</dt>
        <dd>{order.restaurantName}</dd>
        <dt>{t('Date')}</dt>
        <dd>{formatDateTime(order.scheduledFor, locale)}</dd>
        <OrderTotals order={order} totalTestId="confirmed-order-total" />
      </Facts>
      <Button $block onClick={onTrack}>
        {t('Track your order')}
      </Button>
    </Modal>
  );
}
