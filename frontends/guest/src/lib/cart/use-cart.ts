import { CartMessages } from '@hearth/contracts';
import {
  AddToCartDocument,
  ChangeCartItemQuantityDocument,
  GetCartItemCountDocument,
  GetCartsDocument,
  RemoveFromCartDocument,
  useAuth,
  type AddToCartMutation,
} from '@hearth/graphql-client';
import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { cartWithAdded, cartWithQuantity, cartWithout, type CartView } from './cart-math';

import type { AddToCartRequest, CartOutcome } from '../../types/add-to-cart';

export type { CartLine, CartLinePreview, CartView } from './cart-math';
export type { AddToCartRequest, CartOutcome } from '../../types/add-to-cart';

/** The `Cart | ValidationError | ServerError` union every cart mutation answers. */
type CartResult = AddToCartMutation['addToCart'];

/** Whether the signed-in user may have a cart (guests only). */
function useGuestState(): { isGuest: boolean; isVisitor: boolean; userId: string | null } {
  const { status, user } = useAuth();
  const isGuest = status === 'signedIn' && user?.role === 'GUEST';
  const isVisitor = status === 'signedOut' || (status === 'signedIn' && !user);
  const userId = user?.id ?? null;
  // Stable while the session is, so the action callbacks below keep their identity.
  return useMemo(() => ({ isGuest, isVisitor, userId }), [isGuest, isVisitor, userId]);
}

/**
 * GetCarts for the signed-in guest (the query runs only for a guest; `cart` is null
 * for everyone else). `cart.items[].warnings` are the server's cart warnings; checkout is
 * allowed only when `cart.canCheckout`.
 */
export function useCart(): {
  cart: CartView | null;
  loading: boolean;
  error: Error | undefined;
  isGuest: boolean;
  refetch: () => Promise<unknown>;
} {
  const { isGuest } = useGuestState();
  const { data, loading, error, refetch } = useQuery(GetCartsDocument, {
    skip: !isGuest,
    fetchPolicy: 'cache-and-network',
  });
  return {
    cart: isGuest ? (data?.cart ?? null) : null,
    loading: isGuest && loading && !data,
    error: data ? undefined : error,
    isGuest,
    refetch,
  };
}

/** Writes the cart into GetCarts and the header badge (`User.cartItemCount`) of the cache. */
function writeCart(cache: ApolloCache, cart: CartView, userId: string | null): void {
  cache.writeQuery({ query: GetCartsDocument, data: { __typename: 'Query', cart } });
  if (userId) {
    cache.writeQuery({
      query: GetCartItemCountDocument,
      data: {
        __typename: 'Query',
        me: { __typename: 'User', id: userId, cartItemCount: cart.itemCount },
      },
    });
  }
}

/** The cart GetCarts holds in the cache now, or null when it was never loaded. */
function cachedCart(cache: ApolloCache): CartView | null {
  return cache.readQuery({ query: GetCartsDocument })?.cart ?? null;
}

/**
 * Settles a cart mutation: the Cart, else the first ValidationError message,
 * else the ServerError message, else the first GraphQL error, else `fallback`
 * (`fixedMessage` replaces every message: 'Failed to remove from cart').
 */
async function settleCart(
  run: () => Promise<CartResult | null | undefined>,
  fallback: string,
  fixedMessage = false,
): Promise<CartOutcome> {
  const fail = (message: string | undefined, needsLogIn = false): CartOutcome => ({
    ok: false,
    message: fixedMessage ? fallback : message || fallback,
    needsLogIn,
  });
  let result: CartResult | null | undefined;
  try {
    result = await run();
  } catch (error) {
    if (CombinedGraphQLErrors.is(error)) {
      const unauthenticated = error.errors.some(
        (e) => e.extensions?.['code'] === 'UNAUTHENTICATED',
      );
      return fail(error.errors[0]?.message, unauthenticated);
    }
    return fail(undefined);
  }
  if (result?.__typename === 'Cart') return { ok: true, cart: result };
  if (result?.__typename === 'ValidationError') return fail(result.errors[0]?.message);
  if (result?.__typename === 'ServerError') return fail(result.message);
  return fail(undefined);
}

/** The outcome for a user who may not add to a cart (not a guest), or null for a guest. */
function refusal(state: ReturnType<typeof useGuestState>): CartOutcome | null {
  if (state.isGuest) return null;
  return { ok: false, message: CartMessages.guestsOnly, needsLogIn: state.isVisitor };
}

/**
 * `addToCart({ dishId, occurrenceId, quantity, preview })` (AddToCart): the cart
 * updates at once (optimistic), rolls back when the server refuses, and is refreshed from the
 * server on success. Messages: 'This dish is out of stock. Please try again later',
 * 'There is only {n} remaining. Please try again later' (checked here against
 * `preview.remaining` and again by the server), the server's first message, else 'Error while
 * adding dish to cart'; 'Log In as a guest to add dish to cart' for chefs and admins; visitors
 * get `needsLogIn`.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<CartOutcome> {
  const state = useGuestState();
  const client = useApolloClient();
  const [mutate] = useMutation(AddToCartDocument);
  return useCallback(
    async ({ dishId, occurrenceId, quantity, preview }) => {
      const refused = refusal(state);
      if (refused) return refused;
      const before = cachedCart(client.cache);
      if (preview?.remaining !== undefined) {
        const inCart =
          before?.items.find((l) => l.dishId === dishId && l.occurrenceId === occurrenceId)
            ?.quantity ?? 0;
        if (preview.remaining <= 0)
          return { ok: false, message: CartMessages.addOutOfStock, needsLogIn: false };
        if (preview.remaining < inCart + quantity) {
          const message = CartMessages.addFewerRemaining(preview.remaining);
          return { ok: false, message, needsLogIn: false };
        }
      }
      const optimistic = before
        ? cartWithAdded(before, { dishId, occurrenceId, quantity }, preview)
        : null;
      const outcome = await settleCart(
        async () =>
          (
            await mutate({
              variables: { input: { dishId, occurrenceId, quantity } },
              ...(optimistic ? { optimisticResponse: { addToCart: optimistic } } : {}),
              update(cache, { data }) {
                if (data?.addToCart.__typename === 'Cart')
                  writeCart(cache, data.addToCart, state.userId);
              },
            })
          ).data?.addToCart,
        CartMessages.addFailed,
      );
      if (outcome.ok) {
        await client.refetchQueries({ include: [GetCartsDocument, GetCartItemCountDocument] });
      }
      return outcome;
    },
    [state, client, mutate],
  );
}

/**
 * `removeFromCart(cartItemId)` (cart removal): the line disappears at once and comes
 * back if the server refuses, with 'Failed to remove from cart'.
 */
export function useRemoveFromCart(): (cartItemId: string) => Promise<CartOutcome> {
  const state = useGuestState();
  const client = useApolloClient();
  const [mutate] = useMutation(RemoveFromCartDocument);
  return useCallback(
    async (cartItemId) => {
      const refused = refusal(state);
      if (refused) return refused;
      const before = cachedCart(client.cache);
      const optimistic = before ? cartWithout(before, cartItemId) : null;
      return settleCart(
        async () =>
          (
            await mutate({
              variables: { cartItemId },
              ...(optimistic ? { optimisticResponse: { removeFromCart: optimistic } } : {}),
              update(cache, { data }) {
                if (data?.removeFromCart.__typename === 'Cart')
                  writeCart(cache, data.removeFromCart, state.userId);
              },
            })
          ).data?.removeFromCart,
        CartMessages.removeFailed,
        true,
      );
    },
    [state, client, mutate],
  );
}

/**
 * `changeQuantity(cartItemId, quantity)` (cart quantity change; quantity ≥ 1): the
 * line, totals and warnings change at once and roll back if the server refuses, with its first
 * message (e.g. 'Quantity must be a whole number of at least 1'), else
 * `CartMessages.quantityChangeFailed` ('Could not change the quantity. Please try again.').
 */
export function useChangeCartItemQuantity(): (
  cartItemId: string,
  quantity: number,
) => Promise<CartOutcome> {
  const state = useGuestState();
  const client = useApolloClient();
  const [mutate] = useMutation(ChangeCartItemQuantityDocument);
  return useCallback(
    async (cartItemId, quantity) => {
      const refused = refusal(state);
      if (refused) return refused;
      const before = cachedCart(client.cache);
      const optimistic = before ? cartWithQuantity(before, cartItemId, quantity) : null;
      return settleCart(
        async () =>
          (
            await mutate({
              variables: { cartItemId, quantity },
              ...(optimistic ? { optimisticResponse: { changeCartItemQuantity: optimistic } } : {}),
              update(cache, { data }) {
                if (data?.changeCartItemQuantity.__typename === 'Cart')
                  writeCart(cache, data.changeCartItemQuantity, state.userId);
              },
            })
          ).data?.changeCartItemQuantity,
        CartMessages.quantityChangeFailed,
      );
    },
    [state, client, mutate],
  );
}
