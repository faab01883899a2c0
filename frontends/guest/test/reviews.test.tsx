import { ReviewMessages } from '@hearth/contracts';
import {
  ChangeReviewDocument,
  CreateReviewDocument,
  GetMyReviewsDocument,
  GetOrderReviewDocument,
} from '@hearth/graphql-client';
import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewOrderModal } from '../src/features/reviews/components/ReviewOrderModal';
import { renderGuest } from './cart-fixtures';

const ORDER = '55555555-5555-4555-8555-555555555555';
const RESTAURANT = '11111111-1111-4111-8111-111111111111';
const review = {
  __typename: 'Review' as const,
  id: 'review-1',
  restaurantId: RESTAURANT,
  orderId: ORDER,
  stars: 3,
  description: 'Good',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};
const orderReview = (found: typeof review | null) => ({
  request: { query: GetOrderReviewDocument, variables: { orderId: ORDER } },
  result: { data: { myReviewForOrder: found } },
});

function renderModal(mocks: Parameters<typeof renderGuest>[1], onClose = jest.fn()) {
  renderGuest(
    <ReviewOrderModal
      orderId={ORDER}
      restaurantId={RESTAURANT}
      restaurantName="Carl's Kitchen"
      onClose={onClose}
    />,
    mocks,
  );
  return onClose;
}

describe("'Review Your Order' modal (create or change, stars required, server messages)", () => {
  it("requires stars: 'Review stars are required' and nothing is sent", async () => {
    // No CreateReview mock: a request would fail with a different message.
    const onClose = renderModal([orderReview(null)]);
    expect(await screen.findByRole('dialog', { name: 'Review Your Order' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review stars are required');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("changes the order's existing review and says 'Your review has been updated'", async () => {
    const onClose = renderModal([
      orderReview(review),
      {
        request: {
          query: ChangeReviewDocument,
          variables: { reviewId: 'review-1', input: { stars: 5, description: 'Good' } },
        },
        result: { data: { changeReview: { ...review, stars: 5 } } },
      },
      orderReview({ ...review, stars: 5 }),
      {
        request: { query: GetMyReviewsDocument, variables: { limit: 20 } },
        result: { data: { myReviews: { __typename: 'ReviewPage', items: [], nextCursor: null } } },
      },
    ]);
    // The existing review's 3 stars are preselected; the button changes rather than creates.
    const update = await screen.findByRole('button', { name: 'Update review' });
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(update);
    expect(await screen.findByText(ReviewMessages.updated)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  // The guest sees 'Completed' from orders; restaurants hears of it from OrderCompleted a moment
  // later and refuses a review until then.
  const notCompletedYet = {
    request: {
      query: CreateReviewDocument,
      variables: { input: { stars: 4, description: '', orderId: ORDER, restaurantId: RESTAURANT } },
    },
    result: {
      data: {
        createReview: {
          __typename: 'ValidationError',
          errors: [
            {
              __typename: 'FieldError',
              field: 'orderId',
              message: ReviewMessages.orderNotCompleted,
            },
          ],
        },
      },
    },
  };
  const myReviews = {
    request: { query: GetMyReviewsDocument, variables: { limit: 20 } },
    result: { data: { myReviews: { __typename: 'ReviewPage', items: [], nextCursor: null } } },
  };

  it('re-sends a new review refused only because restaurants has not heard of the completion yet', async () => {
    const onClose = renderModal([
      orderReview(null),
      notCompletedYet,
      {
        request: notCompletedYet.request,
        result: { data: { createReview: { ...review, stars: 4, description: '' } } },
      },
      orderReview({ ...review, stars: 4, description: '' }),
      myReviews,
    ]);
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(ReviewMessages.created)).toBeInTheDocument();
    expect(screen.queryByText(ReviewMessages.orderNotCompleted)).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the refusal once the re-sends (about 3 s) are used up', async () => {
    const onClose = renderModal([orderReview(null), ...Array(5).fill(notCompletedYet)]);
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      ReviewMessages.orderNotCompleted,
    );
    expect(onClose).not.toHaveBeenCalled();
  }, 20_000);

  it('shows each ValidationError message from the server', async () => {
    renderModal([
      orderReview(review),
      {
        request: {
          query: ChangeReviewDocument,
          variables: { reviewId: 'review-1', input: { stars: 3, description: 'Good' } },
        },
        result: {
          data: {
            changeReview: {
              __typename: 'ValidationError',
              errors: [
                {
                  __typename: 'FieldError',
                  field: 'orderId',
                  message: ReviewMessages.orderNotCompleted,
                },
              ],
            },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ReviewMessages.orderNotCompleted);
  });
});
