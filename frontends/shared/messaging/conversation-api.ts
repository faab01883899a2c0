import { useMutation } from '@apollo/client/react';
import { OpenOrderConversationDocument } from '@hearth/graphql-client';

/**
 * `[open, { loading }]`: OpenOrderConversation with `{ orderId }`, the order's conversation
 * between its guest and its chef (made on first use); answers it with its id.
 */
export function useOpenOrderConversation() {
  return useMutation(OpenOrderConversationDocument);
}
