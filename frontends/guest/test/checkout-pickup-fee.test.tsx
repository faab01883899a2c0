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

describe('the delivery fee line shows for delivery only', () => {
  it('a pickup checkout shows subtotal and total, and no delivery fee line', () => {
    renderGuest(
      <CheckoutTotals subtotalCents={2500} fulfilment="PICKUP" quote={null} feeRule={RULE} />,
      [],
    );
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00');
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
      />,
      [],
    );
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent('$7.46 · 2.5 km');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$32.46');
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
