import { GetDeliveryQuoteDocument, type GetDeliveryQuoteQuery } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

/** The server's delivery quote (money in integer cents, distances in km). */
export type DeliveryQuote = NonNullable<GetDeliveryQuoteQuery['deliveryQuote']>;

/**
 * DeliveryQuote for the checkout (docs/rules/screens.md#checkout): as soon as a delivery address
 * with coordinates is chosen, the server's fee (base + per km × km, to the cent), subtotal and
 * total for the guest's lines of `occurrenceId` — computed by the code placeOrder uses, so what the
 * guest sees is what the order charges. Null without coordinates, while loading, or while the quote
 * is for another cart than `subtotalCents` (integer cents; it is asked again then).
 */
export function useDeliveryQuote(
  occurrenceId: string | null,
  at: { latitude: number | null; longitude: number | null } | null,
  subtotalCents: number,
): DeliveryQuote | null {
  const latitude = at?.latitude ?? null;
  const longitude = at?.longitude ?? null;
  const skip = !occurrenceId || latitude === null || longitude === null;
  const { data, refetch } = useQuery(GetDeliveryQuoteDocument, {
    variables: {
      occurrenceId: occurrenceId ?? '',
      latitude: latitude ?? 0,
      longitude: longitude ?? 0,
    },
    skip,
    fetchPolicy: 'network-only',
  });
  const quote = skip ? null : (data?.deliveryQuote ?? null);
  const stale = quote !== null && quote.subtotalCents !== subtotalCents;
  useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [stale, subtotalCents, refetch]);
  return stale ? null : quote;
}
