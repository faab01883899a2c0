import { orderDiscountCents, orderTotalCents, type Fulfilment } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Card, ErrorBanner } from '@hearth/ui';
import styled from 'styled-components';
import { Muted, Row } from '../../../components/layout';
import { formatCents } from '../../../utils/money';
import type { DeliveryQuote } from '../api/delivery-quote';
import '../../../lib/offers/translations';

/** The shared error banner, spaced by the card's rows instead of its own margin. */
const Alert = styled(ErrorBanner)`
  margin: 0;
`;

/** Props of {@link CheckoutTotals}. */
export interface CheckoutTotalsProps {
  subtotalCents: number;
  fulfilment: Fulfilment | null;
  /** The server's quote for the chosen address (delivery), or null before one is chosen. */
  quote: DeliveryQuote | null;
  /** The restaurant's fee rule in words, shown until the quote is known. */
  feeRule: string | null;
  /** A promotion's discount on the food, integer cents (0: none), and its code if it has one. */
  discountCents?: number;
  discountCode?: string | null;
}

/**
 * Subtotal, delivery fee, discount and total of one checkout (Σ price × qty + fee − discount,
 * never below 0; a remainder under the smallest card charge is waived, as checkout does). Pickup
 * is free and has no delivery fee line at all (a "Delivery fee $0.00" row read as a charge); a
 * delivery shows the fee rule until the address is quoted, then the quoted fee, distance and total,
 * or why the address cannot be served.
 */
export function CheckoutTotals({
  subtotalCents,
  fulfilment,
  quote,
  feeRule,
  discountCents: offeredDiscountCents = 0,
  discountCode = null,
}: CheckoutTotalsProps) {
  const t = useT();
  // The fee known so far: none for pickup, the quote's for a served address (else 0 until quoted).
  const knownFeeCents =
    fulfilment === 'DELIVERY' && quote?.isWithinRadius ? quote.deliveryFeeCents : 0;
  // What the order will get: a remainder no card can be charged (under $0.50) is waived too.
  const givenDiscountCents = orderDiscountCents(
    subtotalCents + knownFeeCents,
    offeredDiscountCents,
  );
  const total = (feeCents: number) =>
    formatCents(
      orderTotalCents(
        [{ unitPriceCents: subtotalCents, quantity: 1 }],
        feeCents,
        givenDiscountCents,
      ),
    );
  return (
    <Card>
      <Row>
        <span>{t('Subtotal')}</span>
        <strong data-testid="checkout-subtotal">{formatCents(subtotalCents)}</strong>
      </Row>
      {fulfilment === 'DELIVERY' && (
        <Row>
          <span>{t('Delivery fee')}</span>
          {quote?.isWithinRadius ? (
            <strong data-testid="checkout-fee">
              {formatCents(quote.deliveryFeeCents)}
              {quote.distanceKm != null && (
                <Muted> · {t('{{km}} km', { km: quote.distanceKm.toFixed(1) })}</Muted>
              )}
            </strong>
          ) : (
            <Muted data-testid="checkout-fee">{feeRule ?? t('From your address')}</Muted>
          )}
        </Row>
      )}
      {fulfilment === 'DELIVERY' && quote && !quote.isWithinRadius && quote.message && (
        <Alert data-testid="checkout-quote-error">{t(quote.message)}</Alert>
      )}
      {givenDiscountCents > 0 && (
        <Row>
          <span>
            {discountCode ? t('Discount ({{code}})', { code: discountCode }) : t('Discount')}
          </span>
          <strong data-testid="checkout-discount">−{formatCents(givenDiscountCents)}</strong>
        </Row>
      )}
      <Row>
        <span>{t('Total')}</span>
        <strong data-testid="checkout-total">
          {fulfilment !== 'DELIVERY'
            ? total(0)
            : quote?.isWithinRadius
              ? total(quote.deliveryFeeCents)
              : t('{{subtotal}} + delivery fee', {
                  subtotal: formatCents(Math.max(subtotalCents - givenDiscountCents, 0)),
                })}
        </strong>
      </Row>
    </Card>
  );
}
