import { GetCheckoutDiscountDocument, type GetCheckoutDiscountQuery } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

/** The server's answer for a cart's code (money in integer cents). */
export type CheckoutDiscount = NonNullable<GetCheckoutDiscountQuery['checkoutDiscount']>;

/** What {@link useCheckoutDiscount} knows: the answer, or that it is on its way or failed. */
export interface CheckoutDiscountState {
  /** The answer for the current cart, null while loading, failed or stale. */
  discount: CheckoutDiscount | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * CheckoutDiscount for the cart lines of `occurrenceId` (docs/rules/promotions.md): with `code`,
 * the code's discount or why it does not apply; without, the best automatic offer — by the rules
 * placeOrder applies, so the discount shown is the one the order gets. Asked again when the cart's
 * subtotal (integer cents) changes, since the minimum and a percentage depend on it.
 */
export function useCheckoutDiscount(
  occurrenceId: string | null,
  code: string | null,
  subtotalCents: number,
): CheckoutDiscountState {
  const { data, loading, error, refetch } = useQuery(GetCheckoutDiscountDocument, {
    variables: { occurrenceId: occurrenceId ?? '', promotionCode: code },
    skip: !occurrenceId,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const answer = data?.checkoutDiscount ?? null;
  const stale = answer !== null && answer.subtotalCents !== subtotalCents;
  useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [stale, subtotalCents, refetch]);
  return {
    discount: stale || loading ? null : answer,
    loading: loading || stale,
    failed: !!error && !loading,
    retry: () => void refetch().catch(() => undefined),
  };
}
