import { OrderStatusLabels } from '@hearth/contracts/messages';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Modal } from '@hearth/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatCents } from '../../../utils/money';
import { OrderTotals } from '../../../components/OrderTotals';
import { Facts } from '../../../components/layout';
import type { GuestOrder } from '../api/orders';
import { OrderPayment } from './OrderPayment';
import { AddTip } from './AddTip';
import { MakeItWeekly } from './MakeItWeekly';
import { allergenLines } from '../../../lib/allergens';
import '../receipt-translations';

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding-left: ${({ theme }) => theme.spacing(4)};
`;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** A button of the order detail modal (it has an optional primary and secondary button). */
export interface OrderAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * The order detail modal: order id, status, delivery address, pickup/delivery instruction,
 * the lines and totals, the reason of a rejection or decline, the payment (held, charged, refunded,
 * declined) when there is one, and optional primary and secondary buttons.
 */
export function OrderDetailModal({
  order,
  onClose,
  primary,
  secondary,
  children,
}: {
  order: GuestOrder;
  onClose: () => void;
  primary?: OrderAction;
  secondary?: OrderAction;
  children?: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const address = order.deliveryAddress;
  const reason = order.rejectionReason ?? order.declineReason;
  return (
    <Modal open onClose={onClose} title={t('Order details')} width={560}>
      <Facts>
        <dt>{t('Order')}</dt>
        <dd data-testid="order-detail-reference">{order.reference}</dd>
        <dt>{t('Status')}</dt>
        <dd data-testid="order-detail-status">{t(OrderStatusLabels[order.status])}</dd>
        {reason && (
          <>
            <dt>{t('Reason')}</dt>
            <dd>{reason}</dd>
          </>
        )}
        <dt>{t('Restaurant')}</dt>
        <dd>{order.restaurantName}</dd>
        <dt>{t('Date')}</dt>
        <dd>{formatDateTime(order.scheduledFor, locale)}</dd>
        <dt>{order.fulfilment === 'DELIVERY' ? t('Delivery address') : t('Pickup')}</dt>
        <dd>
          {address
            ? [address.line1, address.line2, address.postalCode].filter(Boolean).join(', ')
            : t('Pickup at the restaurant')}
        </dd>
        <dt>
          {order.fulfilment === 'DELIVERY' ? t('Delivery instructions') : t('Pickup instructions')}
        </dt>
        <dd>{order.instructions || '—'}</dd>
      </Facts>
      <Lines>
        {order.lines.map((line) => (
          <li key={line.dishId}>
            {line.dishName} · {formatCents(line.unitPriceCents)} × {line.quantity} ={' '}
            {formatCents(line.lineTotalCents)}
            <br />
            <small data-testid="order-line-allergens">
              {allergenLines(line.allergens, locale, t).join(' · ')}
            </small>
          </li>
        ))}
      </Lines>
      <Facts>
        <OrderTotals order={order} />
      </Facts>
      {order.payment && <OrderPayment payment={order.payment} shownReason={reason} />}
      <AddTip order={order} />
      {(order.status === 'ACCEPTED' || order.status === 'COMPLETED') && (
        <p>
          <Link to={`/user/orders/${order.id}/receipt`} data-testid="order-receipt-link">
            {t('Receipt')}
          </Link>
        </p>
      )}
      {(order.status === 'ACCEPTED' || order.status === 'COMPLETED') && (
        <MakeItWeekly order={order} />
      )}
      {children}
      {(primary || secondary) && (
        <Buttons>
          {secondary && (
            <Button $variant="secondary" onClick={secondary.onClick} disabled={secondary.disabled}>
              {secondary.label}
            </Button>
          )}
          {primary && (
            <Button onClick={primary.onClick} disabled={primary.disabled}>
              {primary.label}
            </Button>
          )}
        </Buttons>
      )}
    </Modal>
  );
}
