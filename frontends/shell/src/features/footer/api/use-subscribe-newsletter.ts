import { SubscribeNewsletterDocument } from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';

/** `[subscribe]`: SubscribeNewsletter with `{ input: { email, role } }` (the footer form's e-mail). */
export function useSubscribeNewsletter() {
  return useMutation(SubscribeNewsletterDocument);
}
