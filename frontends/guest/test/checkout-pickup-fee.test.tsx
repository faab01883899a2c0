/**
 * Pickup has no delivery fee line: not while checking out, not on the Order confirmed modal, not in
 * the order's details (a "Delivery fee $0.00" row read as a charge for something not asked for).
 * A delivery still shows its fee rule, then the quoted fee.
 */
import type { OrderFieldsFragment } from '@hearth/graphql-client';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { OrderTotals } from '../src/components/OrderTotals';
import { CheckoutTotals } from '../src/features/checkout/components/CheckoutTotals';
import { OrderConfirmedModal } from '../src/features/checkout/components/OrderConfirmedModal';
import { guestOrder, renderGuest } from './cart-fixtures';

const RULE = 'Delivery fee: $5.00 + $1.00 per km, within 8 km';

/** The server's CheckoutTax for a Toronto checkout of `taxableCents`: HST 13 %, half-up. */
const taxOn = (taxableCents: number) => {
  const hst = Math.floor((taxableCents * 13 + 50) / 100);
  return {
    occurrenceId: 'o1',
    province: 'ON',
    taxableCents,
    taxCents: hst,
    totalCents: taxableCents + hst,
    lines: [{ name: 'HST', province: 'ON', ratePercent: 13, amountCents: hst }],
  };
};

describe('the delivery fee line shows for delivery only', () => {
  it('a pickup checkout shows subtotal, tax and total, and no delivery fee line', () => {
    renderGuest(
      <CheckoutTotals subtotalCents={2500} fulfilment="PICKUP" quote={null} feeRule={RULE} />,
      [],
    );
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$25.00');
    // Until the server's tax is known the total says so.
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('Calculated at checkout');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00 + tax');
    expect(screen.queryByText('Delivery fee')).not.toBeInTheDocument();
  });

  it('a pickup checkout shows its own HST line, then the total with it', () => {
    renderGuest(
      <CheckoutTotals
        subtotalCents={2500}
        fulfilment="PICKUP"
        quote={null}
        feeRule={RULE}
        tax={taxOn(2500)}
      />,
      [],
    );
    expect(screen.getByText('HST 13%')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$3.25');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$28.25');
    expect(screen.queryByText('Delivery fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-fee')).not.toBeInTheDocument();
  });

  it('a delivery checkout shows the fee rule, then the quoted fee and distance', () => {
    renderGuest(
      <CheckoutTotals subtotalCents={2500} fulfilment="DELIVERY" quote={null} feeRule={RULE} />,
      [],
    );
    expect(screen.getByText('Delivery fee')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent(RULE);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00 + delivery fee');
  });

  it('a quoted delivery shows its fee and the total with it', () => {
    renderGuest(
      <CheckoutTotals
        subtotalCents={2500}
        fulfilment="DELIVERY"
        quote={{
          occurrenceId: 'o1',
          isWithinRadius: true,
          deliveryFeeCents: 746,
          distanceKm: 2.46,
          subtotalCents: 2500,
          totalCents: 3246,
        }}
        feeRule={RULE}
        tax={taxOn(3246)}
      />,
      [],
    );
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent('$7.46 · 2.5 km');
    // HST 13 % of food + fee: $4.2198 → $4.22.
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$4.22');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$36.68');
  });

  it('the Order confirmed modal of a pickup order has no delivery fee line', () => {
    // The fixture's enums are plain strings (what the server sends); the modal types them.
    const order = guestOrder({ status: 'PENDING' }) as unknown as OrderFieldsFragment;
    renderGuest(<OrderConfirmedModal order={order} onTrack={() => undefined} />, []);
    const dialog = screen.getByRole('dialog', { name: 'Order confirmed' });
    expect(dialog).toHaveTextContent('Subtotal');
    expect(dialog).not.toHaveTextContent('Delivery fee');
    expect(screen.getByTestId('confirmed-order-total')).toHaveTextContent('$25.00');
  });

  it('the Order confirmed modal of a Montréal pickup lists GST 5% and QST 9.975% as two lines', () => {
    const order = guestOrder({
      taxCents: 374,
      taxLines: [
        { __typename: 'TaxLine', name: 'GST', province: 'QC', ratePercent: 5, amountCents: 125 },
        {
          __typename: 'TaxLine',
          name: 'QST',
          province: 'QC',
          ratePercent: 9.975,
          amountCents: 249,
        },
      ],
      totalCents: 2874,
    }) as unknown as OrderFieldsFragment;
    renderGuest(<OrderConfirmedModal order={order} onTrack={() => undefined} />, []);
    const dialog = screen.getByRole('dialog', { name: 'Order confirmed' });
    expect(dialog).toHaveTextContent('GST 5%$1.25');
    expect(dialog).toHaveTextContent('QST 9.975%$2.49');
    expect(screen.getByTestId('confirmed-order-total')).toHaveTextContent('$28.74');
  });

  it('a delivery order lists its fee, even a free one', () => {
    renderGuest(
      <dl>
        <OrderTotals
          order={{
            subtotalCents: 2500,
            deliveryFeeCents: 0,
            totalCents: 2500,
            fulfilment: 'DELIVERY',
          }}
        />
      </dl>,
      [],
    );
    expect(screen.getByText('Delivery fee')).toBeInTheDocument();
    expect(screen.getAllByText('$25.00')).toHaveLength(2);
  });
});
