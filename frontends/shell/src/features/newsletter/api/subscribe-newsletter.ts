import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

/*
 * Until the admin subgraph's `subscribeNewsletter` lands in the composed schema, the document is
 * typed by hand here; codegen (libs/graphql-client/src/operations/public-newsletter.graphql)
 * replaces it.
 */
export interface SubscribeNewsletterMutation {
  subscribeNewsletter:
    | { __typename: 'NewsletterSubscription'; id: string; email: string; role: 'CHEF' | 'GUEST' }
    | { __typename: 'ValidationError'; errors: { field: string; message: string }[] }
    | { __typename: 'ServerError'; message: string };
}
export interface SubscribeNewsletterMutationVariables {
  input: { email: string; role: 'CHEF' | 'GUEST' };
}

export const SubscribeNewsletterDocument: TypedDocumentNode<
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables
> = gql`
  mutation SubscribeNewsletter($input: NewsletterInput!) {
    subscribeNewsletter(input: $input) {
      __typename
      ... on NewsletterSubscription {
        id
        email
        role
      }
      ... on ValidationError {
        errors {
          field
          message
        }
      }
      ... on ServerError {
        message
      }
    }
  }
`;
