import { ReviewMessages, reviewSchema } from '@hearth/contracts';
import {
  ChangeReviewDocument,
  CreateReviewDocument,
  GetMyReviewsDocument,
  GetOrderReviewDocument,
  type CreateReviewMutation,
} from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * What saving a review came to: the success notice ('Your review has been updated' on a
 * change, 'Thank you for your review' on create), or the messages to show (each ValidationError
 * message, or the ServerError message, else 'Failed to save your review').
 */
export type ReviewOutcome = { ok: true; notice: string } | { ok: false; messages: string[] };

/** The 'Review Your Order' form: stars (0 = none chosen) and optional text. */
export interface ReviewDraft {
  stars: number;
  description: string;
}

/** The `Review | ValidationError | ServerError` union of CreateReview and ChangeReview. */
type ReviewResult = CreateReviewMutation['createReview'];

/**
 * How long a new review waits for `restaurants` to learn of the completion. The guest sees
 * 'Completed' from `orders`; `restaurants` learns it from the `OrderCompleted` event a moment later
 * (events are delivered after the commit), and refuses the review with 'You can review an order
 * once it has been completed' until then. A review sent in that moment is re-sent: up to 4 times,
 * 750 ms apart.
 */
const COMPLETION_RETRIES = 4;
const COMPLETION_RETRY_MS = 750;

/** True when the only objection is that `restaurants` does not know the order is completed yet. */
function awaitsCompletion(result: ReviewResult | null | undefined): boolean {
  return (
    result?.__typename === 'ValidationError' &&
    result.errors.length > 0 &&
    result.errors.every((e) => e.message === ReviewMessages.orderNotCompleted)
  );
}

function settle(result: ReviewResult | null | undefined, notice: string): ReviewOutcome {
  if (result?.__typename === 'Review') return { ok: true, notice };
  if (result?.__typename === 'ValidationError')
    return { ok: false, messages: result.errors.map((e) => e.message) };
  if (result?.__typename === 'ServerError' && result.message)
    return { ok: false, messages: [result.message] };
  return { ok: false, messages: [ReviewMessages.saveFailed] };
}

/**
 * `saveReview(draft)` for one order (create if none exists, change if one does; one review per
 * order). Checks `reviewSchema` first ('Review stars are required';
 * nothing is sent when it fails), then CreateReview or ChangeReview; refreshes the order's review
 * and /user/reviews. A new review refused only because `restaurants` has not yet heard of the
 * completion is re-sent for up to 3 s (see `COMPLETION_RETRIES`) before the message shows.
 */
export function useSaveReview(order: {
  orderId: string;
  restaurantId: string;
  reviewId: string | null;
}): (draft: ReviewDraft) => Promise<ReviewOutcome> {
  const refetchQueries = [
    { query: GetOrderReviewDocument, variables: { orderId: order.orderId } },
    GetMyReviewsDocument,
  ];
  const [create] = useMutation(CreateReviewDocument, { refetchQueries });
  const [change] = useMutation(ChangeReviewDocument, { refetchQueries });
  const { orderId, restaurantId, reviewId } = order;
  return useCallback(
    async (draft) => {
      const parsed = reviewSchema.safeParse(draft);
      if (!parsed.success)
        return { ok: false, messages: parsed.error.issues.map((i) => i.message) };
      const input = parsed.data;
      try {
        if (reviewId) {
          const { data } = await change({ variables: { reviewId, input } });
          return settle(data?.changeReview, ReviewMessages.updated);
        }
        const variables = { input: { ...input, orderId, restaurantId } };
        let { data } = await create({ variables });
        for (
          let retry = 1;
          retry <= COMPLETION_RETRIES && awaitsCompletion(data?.createReview);
          retry++
        ) {
          await new Promise((resolve) => setTimeout(resolve, COMPLETION_RETRY_MS));
          ({ data } = await create({ variables }));
        }
        return settle(data?.createReview, ReviewMessages.created);
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        return { ok: false, messages: [message ?? ReviewMessages.saveFailed] };
      }
    },
    [change, create, orderId, restaurantId, reviewId],
  );
}
