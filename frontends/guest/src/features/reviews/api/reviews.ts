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
 * What saving a review came to: the success notice (SPEC §8: 'Your review has been updated' on a
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

function settle(result: ReviewResult | null | undefined, notice: string): ReviewOutcome {
  if (result?.__typename === 'Review') return { ok: true, notice };
  if (result?.__typename === 'ValidationError')
    return { ok: false, messages: result.errors.map((e) => e.message) };
  if (result?.__typename === 'ServerError' && result.message)
    return { ok: false, messages: [result.message] };
  return { ok: false, messages: [ReviewMessages.saveFailed] };
}

/**
 * `saveReview(draft)` for one order (SPEC §4 "Review": create if none exists, change if one does;
 * one review per order). Checks `reviewSchema` first (SPEC §5 'Review stars are required';
 * nothing is sent when it fails), then CreateReview or ChangeReview; refreshes the order's review
 * and /user/reviews.
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
        const { data } = await create({
          variables: { input: { ...input, orderId, restaurantId } },
        });
        return settle(data?.createReview, ReviewMessages.created);
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        return { ok: false, messages: [message ?? ReviewMessages.saveFailed] };
      }
    },
    [change, create, orderId, restaurantId, reviewId],
  );
}
