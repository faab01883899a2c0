import { PaymentStatusLabels } from '@hearth/contracts/messages';
import type { GuestOrderPaymentFieldsFragment, PaymentStatus } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import { Facts, Muted } from '../../../components/layout';
import { formatCents } from '../../../utils/money';
import '../../../lib/payments/translations';

const Block = styled.section`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding-top: ${({ theme }) => theme.spacing(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.0625rem;
  }
  dl {
    margin-bottom: 0;
  }
`;
const Refunds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A refund as the guest sees it: amount, the admin's reason, when. */
type RefundView = GuestOrderPaymentFieldsFragment['refunds'][number];

/**
 * The order detail's Payment block: the payment's status in words (`PaymentStatusLabels`), what
 * is held on the card (until the chef accepts) or charged, the total refunded with each refund
 * (amount, reason, date), and the processor's reason of a declined card unless the order's own
 * reason already says it (`shownReason`). Amounts in dollars from integer cents.
 */
export function OrderPayment({
  payment,
  shownReason,
}: {
  payment: GuestOrderPaymentFieldsFragment;
  shownReason?: string | null;
}) {
  const t = useT();
  const { locale } = useLocale();
  const headingId = useId();
  const status = payment.status;
  const held = status === 'AUTHORIZED';
  const refund = (r: RefundView) => (
    <>
      <strong>{formatCents(r.amountCents)}</strong>
      {r.reason && ` · ${r.reason}`}
      <Muted as="div">{formatDateTime(r.createdAt, locale)}</Muted>
    </>
  );
  return (
    <Block aria-labelledby={headingId} data-testid="order-payment">
      <h3 id={headingId}>{t('Payment')}</h3>
      <Facts>
        <dt>{t('Payment status')}</dt>
        <dd data-testid="order-payment-status">{t(PaymentStatusLabels[status])}</dd>
        {held ? (
          <>
            <dt>{t('Held on your card')}</dt>
            <dd data-testid="order-payment-held">{formatCents(payment.amountCents)}</dd>
          </>
        ) : (
          <>
            <dt>{t('Charged')}</dt>
            <dd data-testid="order-payment-charged">{formatCents(payment.capturedCents)}</dd>
          </>
        )}
        {payment.refundedCents > 0 && (
          <>
            <dt>{t('Refunded')}</dt>
            <dd data-testid="order-payment-refunded">{formatCents(payment.refundedCents)}</dd>
          </>
        )}
        {payment.refunds.length > 0 && (
          <>
            <dt>{t('Refunds')}</dt>
            <dd>
              <Refunds>
                {payment.refunds.map((r) => (
                  <li key={r.id} data-testid="order-payment-refund">
                    {refund(r)}
                  </li>
                ))}
              </Refunds>
            </dd>
          </>
        )}
        {payment.failureMessage && payment.failureMessage !== shownReason && (
          <>
            <dt>{t('Card message')}</dt>
            <dd>{payment.failureMessage}</dd>
          </>
        )}
      </Facts>
      {held && <Muted>{t('Your card will be charged when the chef accepts')}</Muted>}
    </Block>
  );
}

/** The short payment words of an order card's chip. */
export const PAYMENT_CHIP: Record<PaymentStatus, string> = {
  AUTHORIZED: 'Card held',
  CAPTURED: 'Paid',
  VOIDED: 'Not charged',
  FAILED: 'Card declined',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

const Chip = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** An order card's short payment status ('Paid', 'Card held', 'Refunded'…). */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Chip data-testid="order-payment-chip" title={t(PaymentStatusLabels[status])}>
      {t(PAYMENT_CHIP[status])}
    </Chip>
  );
}
