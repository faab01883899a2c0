import type { OrderFieldsFragment } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Modal } from '@hearth/ui';
import styled from 'styled-components';
import { OrderTotals } from '../../../components/OrderTotals';
import { Facts, Muted } from '../../../components/layout';
import '../../../lib/payments/translations';

const Note = styled(Muted)`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;

/**
 * The 'Order confirmed' modal, shown once the stock saga reserved the order (PENDING): the order
 * reference (`Order.reference`, #D6E593A0 — the one the chef, e-mails and support use), restaurant, date, subtotal, delivery fee and total (Σ price × qty + fee) — the amount held on
 * the card, charged when the chef accepts — and the way to Order Tracking (/user/orders).
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
        <dd data-testid="confirmed-order-reference">{order.reference}</dd>
        <dt>{t('Restaurant')}</dt>
        <dd>{order.restaurantName}</dd>
        <dt>{t('Date')}</dt>
        <dd>{formatDateTime(order.scheduledFor, locale)}</dd>
        <OrderTotals order={order} totalTestId="confirmed-order-total" />
      </Facts>
      <Note data-testid="confirmed-payment-note">
        {t('Your card will be charged when the chef accepts')}
      </Note>
      <Button $block onClick={onTrack}>
        {t('Track your order')}
      </Button>
    </Modal>
  );
}
