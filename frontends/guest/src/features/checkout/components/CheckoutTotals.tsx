import { orderDiscountCents, orderTotalCents, type Fulfilment } from '@hearth/contracts';
import { useLocale, useT } from '@hearth/i18n';
import { Card, ErrorBanner } from '@hearth/ui';
import styled from 'styled-components';
import { Muted, Row } from '../../../components/layout';
import { formatCents } from '../../../utils/money';
import { taxLineLabel } from '../../../../../shared/tax/tax-label';
import type { CheckoutTax } from '../api/checkout-tax';
import type { DeliveryQuote } from '../api/delivery-quote';
import '../../../lib/offers/translations';
import '../../../lib/tips/translations';

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
  /** The server's sales tax for `checkoutTaxable(…).cents` (null: not known yet). */
  tax?: CheckoutTax | null;
  /** The tip for the chef, integer cents (0: none): after the tax, never taxed. */
  tipCents?: number;
}

/**
 * What a checkout's sales tax is on (integer cents): the food after the discount the order will
 * get (a remainder no card can be charged is waived too) plus the fee known so far — and whether
 * the place of supply is known yet (a pickup at once, a delivery once quoted inside the radius).
 */
export function checkoutTaxable(
  subtotalCents: number,
  fulfilment: Fulfilment | null,
  quote: DeliveryQuote | null,
  offeredDiscountCents: number,
): { cents: number; discountCents: number; placeKnown: boolean } {
  const feeCents = fulfilment === 'DELIVERY' && quote?.isWithinRadius ? quote.deliveryFeeCents : 0;
  const discountCents = orderDiscountCents(subtotalCents + feeCents, offeredDiscountCents);
  return {
    cents: orderTotalCents(
      [{ unitPriceCents: subtotalCents, quantity: 1 }],
      feeCents,
      discountCents,
    ),
    discountCents,
    placeKnown: fulfilment === 'PICKUP' || (fulfilment === 'DELIVERY' && !!quote?.isWithinRadius),
  };
}

/**
 * Subtotal, delivery fee, discount, sales tax and total of one checkout (Σ price × qty + fee −
 * discount, never below 0 — a remainder under the smallest card charge is waived, as checkout
 * does — plus the tax on that: docs/rules/tax.md). Pickup is free and has no delivery fee line
 * at all (a "Delivery fee $0.00" row read as a charge); a delivery shows the fee rule until the
 * address is quoted, then the quoted fee, distance and total, or why the address cannot be
 * served. Each tax is its own line ('HST 13%'; 'GST 5%' and 'QST 9.975%'), from the server's
 * CheckoutTax once the place of supply is known; until then 'Calculated at checkout'. A tip
 * is its own line after the tax (never taxed) and counts in the total.
 */
export function CheckoutTotals({
  subtotalCents,
  fulfilment,
  quote,
  feeRule,
  discountCents: offeredDiscountCents = 0,
  discountCode = null,
  tax = null,
  tipCents = 0,
}: CheckoutTotalsProps) {
  const t = useT();
  const { locale } = useLocale();
  const taxable = checkoutTaxable(subtotalCents, fulfilment, quote, offeredDiscountCents);
  const givenDiscountCents = taxable.discountCents;
  // The server's tax, when it is for this very amount; a free order has none to wait for.
  const known = tax && tax.taxableCents === taxable.cents ? tax : null;
  const taxCents = taxable.cents === 0 ? 0 : (known?.taxCents ?? null);
  const total = () =>
    taxCents !== null
      ? formatCents(taxable.cents + taxCents + tipCents)
      : t('{{amount}} + tax', { amount: formatCents(taxable.cents + tipCents) });
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
      {known ? (
        known.lines.map((line) => (
          <Row key={line.name}>
            <span>{taxLineLabel(line, t, locale)}</span>
            <strong data-testid="checkout-tax">{formatCents(line.amountCents)}</strong>
          </Row>
        ))
      ) : taxCents === 0 ? null : (
        <Row>
          <span>{t('Sales tax')}</span>
          <Muted data-testid="checkout-tax">{t('Calculated at checkout')}</Muted>
        </Row>
      )}
      {tipCents > 0 && (
        <Row>
          <span>{t('Tip')}</span>
          <strong data-testid="checkout-tip">{formatCents(tipCents)}</strong>
        </Row>
      )}
      <Row>
        <span>{t('Total')}</span>
        <strong data-testid="checkout-total">
          {fulfilment !== 'DELIVERY' || quote?.isWithinRadius
            ? total()
            : t('{{subtotal}} + delivery fee', {
                subtotal: formatCents(Math.max(subtotalCents - givenDiscountCents, 0) + tipCents),
              })}
        </strong>
      </Row>
    </Card>
  );
}
