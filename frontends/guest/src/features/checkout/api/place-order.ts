import { OrderMessages, placeOrderSchema, type Fulfilment } from '@hearth/contracts';
import {
  GetCartItemCountDocument,
  GetCartsDocument,
  NETWORK_ERROR_MESSAGE,
  PlaceOrderDocument,
  type OrderFieldsFragment,
} from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFollowOrder } from './follow-order';

/** A field error: the input path without `input.` (e.g. `deliveryAddress.line1`) and its message. */
export interface CheckoutFieldError {
  field: string;
  message: string;
}

/**
 * What placing an order came to: the order once the stock saga answered (PENDING or a later
 * status, or REJECTED with `rejectionReason`), or what to show: field errors and/or a message.
 */
export type PlaceOutcome =
  | { ok: true; order: OrderFieldsFragment }
  | { ok: false; fieldErrors: CheckoutFieldError[]; message: string | null };

/** The checkout form as typed: checked by `placeOrderSchema` before anything is sent. */
export interface CheckoutDraft {
  occurrenceId: string;
  fulfilment: Fulfilment | null;
  deliveryAddress: {
    line1: string;
    line2: string | null;
    postalCode: string;
    /** From the chosen suggestion; null until one is chosen. */
    latitude: number | null;
    longitude: number | null;
  } | null;
  instructions: string | null;
  idempotencyKey: string;
  /** A saved card's id or a test card's token (`pm_…`); '' while no card is chosen. */
  paymentMethodId: string;
  /** The promotion code the guest applied (null: none; an automatic offer may apply). */
  promotionCode?: string | null;
  /** The tip for the chef, integer cents (0: none). */
  tipCents?: number;
}

/**
 * The checkout's field errors by `placeOrderSchema` (the rules the server applies, word for
 * word), or none: e.g. `paymentMethodId` 'Choose a card to pay with'.
 */
export function checkoutFieldErrors(draft: CheckoutDraft): CheckoutFieldError[] {
  const parsed = placeOrderSchema.safeParse(draft);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/**
 * `placeOrder(input)` (the order saga reserves the stock): checks the input with
 * `placeOrderSchema` (nothing is sent when it fails), sends PlaceOrder with the checkout's
 * idempotency key (a double submit gets the same order), then follows the order until it leaves
 * PLACED (PENDING, or REJECTED with its reason): by the live push, or by polling GetOrder while
 * the stream is unavailable (`useFollowOrder`). Refreshes the cart and the header badge, since
 * the ordered lines leave the cart. A saga that does not answer within ~16 s settles as the
 * PLACED order (Order Tracking shows it as it moves on). A REJECTED order's lines are back in the
 * cart (the server restores them), so the cart is refreshed again then. `isGuest`: only a
 * signed-in guest listens to the live stream.
 */
export function usePlaceOrder({
  isGuest,
}: {
  isGuest: boolean;
}): (draft: CheckoutDraft) => Promise<PlaceOutcome> {
  const client = useApolloClient();
  const [mutate] = useMutation(PlaceOrderDocument);
  const follow = useFollowOrder(isGuest);
  return useCallback(
    async (draft) => {
      const parsed = placeOrderSchema.safeParse(draft);
      if (!parsed.success) {
        const fieldErrors = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        }));
        return { ok: false, fieldErrors, message: null };
      }
      const input = parsed.data;
      let placed: OrderFieldsFragment;
      try {
        const result = (await mutate({ variables: { input } })).data?.placeOrder;
        if (result?.__typename === 'ValidationError') {
          const fieldErrors = result.errors.map(({ field, message }) => ({
            field: field.replace(/^input\./, ''),
            message,
          }));
          return { ok: false, fieldErrors, message: null };
        }
        if (result?.__typename !== 'Order') {
          const message = result?.__typename === 'ServerError' ? result.message : null;
          return { ok: false, fieldErrors: [], message: message || OrderMessages.nothingToOrder };
        }
        placed = result;
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error)
          ? (error.errors[0]?.message ?? NETWORK_ERROR_MESSAGE)
          : NETWORK_ERROR_MESSAGE;
        return { ok: false, fieldErrors: [], message };
      }
      await client.refetchQueries({ include: [GetCartsDocument, GetCartItemCountDocument] });
      const order = await follow(placed);
      if (order.status === 'REJECTED') {
        // The server put the rejected lines back into the cart: show them again to adjust.
        await client
          .refetchQueries({ include: [GetCartsDocument, GetCartItemCountDocument] })
          .catch(() => undefined);
      }
      return { ok: true, order };
    },
    [client, mutate, follow],
  );
}
