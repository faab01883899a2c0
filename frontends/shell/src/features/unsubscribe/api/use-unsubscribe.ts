import { UnsubscribeFromNewsletterDocument } from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';

/** `[unsubscribe]`: UnsubscribeFromNewsletter with the newsletter link's token. */
export function useUnsubscribeFromNewsletter() {
  return useMutation(UnsubscribeFromNewsletterDocument);
}
