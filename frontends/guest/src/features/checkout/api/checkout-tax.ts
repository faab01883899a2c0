import { GetCheckoutTaxDocument, type GetCheckoutTaxQuery } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import type { Fulfilment } from '@hearth/contracts';

/** The server's sales tax for a checkout (lines and sums in integer cents). */
export type CheckoutTax = NonNullable<GetCheckoutTaxQuery['checkoutTax']>;

/**
 * CheckoutTax for the checkout (docs/rules/tax.md): the sales-tax lines of `taxableCents` (food −
 * discount + fee, integer cents) where the meal is supplied — the delivery address's
 * `postalCode`, or the restaurant for a pickup — computed by the code placeOrder uses, so the
 * lines shown are the ones the order stores. Null while unknown (`skip`: no fulfilment yet, or a
 * delivery not quoted), while loading, or while the answer is for another amount.
 */
export function useCheckoutTax(
  occurrenceId: string | null,
  fulfilment: Fulfilment | null,
  postalCode: string | null,
  taxableCents: number,
  skip: boolean,
): CheckoutTax | null {
  const off = skip || !occurrenceId || !fulfilment;
  const { data } = useQuery(GetCheckoutTaxDocument, {
    variables: {
      occurrenceId: occurrenceId ?? '',
      fulfilment: fulfilment ?? 'PICKUP',
      taxableCents,
      postalCode: fulfilment === 'DELIVERY' ? postalCode : null,
    },
    skip: off,
  });
  const tax = off ? null : (data?.checkoutTax ?? null);
  return tax && tax.taxableCents === Math.max(taxableCents, 0) ? tax : null;
}
