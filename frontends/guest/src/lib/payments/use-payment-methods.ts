import { PaymentMessages } from '@hearth/contracts';
import {
  AddPaymentMethodDocument,
  AddPaymentMethodFromSetupDocument,
  GetGuestPaymentMethodsDocument,
  NETWORK_ERROR_MESSAGE,
  RemovePaymentMethodDocument,
  StartCardSetupDocument,
  type GuestCardFieldsFragment,
} from '@hearth/graphql-client';
import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SavedCard } from './cards';

/** The message of a thrown request: the first GraphQL error, else the network message. */
function thrownMessage(error: unknown): string {
  return CombinedGraphQLErrors.is(error)
    ? (error.errors[0]?.message ?? NETWORK_ERROR_MESSAGE)
    : NETWORK_ERROR_MESSAGE;
}

/** When saving a card fails without a message of the server's own. */
export const CARD_SAVE_FAILED = 'Failed to save your card';
/** When removing a card fails without a message of the server's own. */
export const CARD_REMOVE_FAILED = 'Failed to remove your card';

/**
 * The payment mode and the signed-in guest's saved cards, newest first (`skip` for anyone but a
 * guest). `testMode`: no real card is charged, the card forms take the processor's test cards.
 */
export function usePaymentMethods({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(GetGuestPaymentMethodsDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return {
    /** 'test' or 'live'; null until known. */
    mode: data?.paymentSettings.mode ?? null,
    testMode: data?.paymentSettings.mode === 'test',
    cards: data?.paymentMethods ?? [],
    loading: !skip && loading && !data,
    error: data ? undefined : error,
    retry: refetch,
  };
}

/** What saving a card came to: the card, or the message (`field`: it belongs under the number). */
export type AddCardOutcome =
  { ok: true; card: SavedCard } | { ok: false; message: string; field: boolean };

/**
 * What a card-saving mutation's answer comes to, for both ways of saving a card (a test-mode
 * token, a live-mode SetupIntent): the saved card; a ValidationError's first message as a field
 * message (`fieldFallback` if it has none); a ServerError's message, else CARD_SAVE_FAILED.
 */
function addCardOutcome(
  result:
    | ({ __typename: 'PaymentMethod' } & SavedCard)
    | { __typename: 'ValidationError'; errors: ReadonlyArray<{ message: string }> }
    | { __typename: 'ServerError'; message: string }
    | null
    | undefined,
  fieldFallback: string,
): AddCardOutcome {
  if (result?.__typename === 'PaymentMethod') return { ok: true, card: result };
  if (result?.__typename === 'ValidationError')
    return { ok: false, message: result.errors[0]?.message ?? fieldFallback, field: true };
  const message = result?.__typename === 'ServerError' ? result.message : null;
  return { ok: false, message: message || CARD_SAVE_FAILED, field: false };
}

/**
 * `addCard(token, idempotencyKey)`: saves a card from its processor token (the same key and
 * token save one card however often they are sent). The saved card joins the cached list at
 * the top; a refusal (e.g. 'Your card was declined.') is a field message; a ServerError's
 * message, the first GraphQL error or the network message otherwise.
 */
export function useAddCard(): (token: string, idempotencyKey: string) => Promise<AddCardOutcome> {
  const [mutate] = useMutation(AddPaymentMethodDocument);
  return useCallback(
    async (token, idempotencyKey) => {
      try {
        const { data } = await mutate({
          variables: { paymentMethodToken: token, idempotencyKey },
          update(cache, { data: answer }) {
            const card = answer?.addPaymentMethod;
            if (card?.__typename === 'PaymentMethod') cacheSavedCard(cache, card);
          },
        });
        return addCardOutcome(data?.addPaymentMethod, PaymentMessages.cardNumberInvalid);
      } catch (error) {
        return { ok: false, message: thrownMessage(error), field: false };
      }
    },
    [mutate],
  );
}

/** Puts a newly saved card at the top of the cached list of saved cards (once). */
function cacheSavedCard(cache: ApolloCache, card: GuestCardFieldsFragment) {
  cache.updateQuery({ query: GetGuestPaymentMethodsDocument }, (prev) =>
    prev && !prev.paymentMethods.some((c) => c.id === card.id)
      ? { ...prev, paymentMethods: [card, ...prev.paymentMethods] }
      : prev,
  );
}

/** A card setup for the processor's card form: its id, client secret and publishable key. */
export interface CardSetup {
  setupIntentId: string;
  clientSecret: string;
  publishableKey: string;
}

/**
 * `startCardSetup(idempotencyKey)` (live mode): asks the server for a card setup (one per key),
 * or the message to show: the server's refusal ('Adding a card is not available right now…'),
 * a ServerError's message, the first GraphQL error or the network message.
 */
export function useStartCardSetup(): (
  idempotencyKey: string,
) => Promise<{ ok: true; setup: CardSetup } | { ok: false; message: string }> {
  const [mutate] = useMutation(StartCardSetupDocument);
  return useCallback(
    async (idempotencyKey) => {
      try {
        const { data } = await mutate({ variables: { idempotencyKey } });
        const result = data?.startCardSetup;
        if (result?.__typename === 'CardSetup') {
          const { setupIntentId, clientSecret, publishableKey } = result;
          return { ok: true, setup: { setupIntentId, clientSecret, publishableKey } };
        }
        if (result?.__typename === 'ValidationError')
          return { ok: false, message: result.errors[0]?.message ?? CARD_SAVE_FAILED };
        const message = result?.__typename === 'ServerError' ? result.message : null;
        return { ok: false, message: message || CARD_SAVE_FAILED };
      } catch (error) {
        return { ok: false, message: thrownMessage(error) };
      }
    },
    [mutate],
  );
}

/**
 * `addCardFromSetup(setupIntentId, idempotencyKey)` (live mode): saves the card of a card setup
 * the processor's card form confirmed; the server reads it back from the processor. The card
 * joins the cached list at the top; a refusal ('Your card was not confirmed…') is a field
 * message; other failures as `useAddCard`'s.
 */
export function useAddCardFromSetup(): (
  setupIntentId: string,
  idempotencyKey: string,
) => Promise<AddCardOutcome> {
  const [mutate] = useMutation(AddPaymentMethodFromSetupDocument);
  return useCallback(
    async (setupIntentId, idempotencyKey) => {
      try {
        const { data } = await mutate({
          variables: { setupIntentId, idempotencyKey },
          update(cache, { data: answer }) {
            const card = answer?.addPaymentMethodFromSetup;
            if (card?.__typename === 'PaymentMethod') cacheSavedCard(cache, card);
          },
        });
        return addCardOutcome(
          data?.addPaymentMethodFromSetup,
          PaymentMessages.cardSetupNotConfirmed,
        );
      } catch (error) {
        return { ok: false, message: thrownMessage(error), field: false };
      }
    },
    [mutate],
  );
}

/**
 * `removeCard(id)`: removes a saved card; the cached list becomes the cards the server says are
 * left. Else the message to show ('This card is not saved to your account', a ServerError's
 * message, the first GraphQL error or the network message).
 */
export function useRemoveCard(): (
  paymentMethodId: string,
) => Promise<{ ok: true } | { ok: false; message: string }> {
  const [mutate] = useMutation(RemovePaymentMethodDocument);
  return useCallback(
    async (paymentMethodId) => {
      try {
        const { data } = await mutate({
          variables: { paymentMethodId },
          update(cache, { data: answer }) {
            const list = answer?.removePaymentMethod;
            if (list?.__typename !== 'PaymentMethodList') return;
            cache.updateQuery({ query: GetGuestPaymentMethodsDocument }, (prev) =>
              prev ? { ...prev, paymentMethods: list.items } : prev,
            );
          },
        });
        const result = data?.removePaymentMethod;
        if (result?.__typename === 'PaymentMethodList') return { ok: true };
        if (result?.__typename === 'ValidationError')
          return { ok: false, message: result.errors[0]?.message ?? CARD_REMOVE_FAILED };
        const message = result?.__typename === 'ServerError' ? result.message : null;
        return { ok: false, message: message || CARD_REMOVE_FAILED };
      } catch (error) {
        return { ok: false, message: thrownMessage(error) };
      }
    },
    [mutate],
  );
}
