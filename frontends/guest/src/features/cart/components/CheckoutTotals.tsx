import type { Fulfilment } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Card, ErrorBanner } from '@hearth/ui';
import styled from 'styled-components';
import { Muted, Row } from '../../../components/layout';
import { formatCents } from '../../../utils/money';
import type { DeliveryQuote } from '../api/delivery-quote';

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
}

/**
 * Subtotal, delivery fee and total of one checkout (Σ price × qty + fee): pickup is free; a
 * delivery shows the fee rule until the address is quoted, then the quoted fee, distance and
 * total, or why the address cannot be served.
 */
export function CheckoutTotals({ subtotalCents, fulfilment, quote, feeRule }: CheckoutTotalsProps) {
  const t = useT();
  return (
    <Card>
      <Row>
        <span>{t('Subtotal')}</span>
        <strong data-testid="checkout-subtotal">{formatCents(subtotalCents)}</strong>
      </Row>
      <Row>
        <span>{t('Delivery fee')}</span>
        {fulfilment !== 'DELIVERY' ? (
          <strong data-testid="checkout-fee">{formatCents(0)}</strong>
        ) : quote?.isWithinRadius ? (
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
      {fulfilment === 'DELIVERY' && quote && !quote.isWithinRadius && quote.message && (
        <Alert data-testid="checkout-quote-error">{t(quote.message)}</Alert>
      )}
      <Row>
        <span>{t('Total')}</span>
        <strong data-testid="checkout-total">
          {fulfilment !== 'DELIVERY'
            ? formatCents(subtotalCents)
            : quote?.isWithinRadius
              ? formatCents(quote.totalCents)
              : t('{{subtotal}} + delivery fee', { subtotal: formatCents(subtotalCents) })}
        </strong>
      </Row>
    </Card>
  );
}
