// User-facing messages of reviews, favourites and explore (zod-free: see ../messages.ts).

/** Review messages (SPEC §5 "Review", §8 review errors and successes; issue #5 point 8). */
export const ReviewMessages = {
  /** SPEC §5, word for word: no star chosen (stars missing or 0). */
  starsRequired: 'Review stars are required',
  /** Stars are whole numbers from 1 to 5 (SPEC §9: out of 5). */
  starsOutOfRange: 'Choose from 1 to 5 stars',
  descriptionTooLong: 'Your review must be at most 1000 characters',
  /** SPEC §8 success on ChangeReview, word for word. */
  updated: 'Your review has been updated',
  /** SPEC §8 generic success notice on CreateReview. */
  created: 'Thank you for your review',
  /** One review per order (issue #5): create once, then change it. */
  alreadyReviewed: 'You have already reviewed this order',
  restaurantUnavailable: 'This restaurant is not available',
  orderRequired: 'Choose the order to review',
  /** The order is not the caller's completed order from this restaurant. */
  orderNotCompleted: 'You can review an order once it has been completed',
  reviewNotFound: 'This review does not exist',
  /** SPEC §8 fallback when neither a ValidationError nor a ServerError message came back. */
  saveFailed: 'Failed to save your review',
} as const;

/** Favourite toggle messages (SPEC §2 restaurant card favourite toggle, /user/favorites). */
export const FavouriteMessages = {
  restaurantUnavailable: 'This restaurant is not available',
  saveFailed: 'Failed to update your favourites',
} as const;

/** Explore messages (/user/explore filters and sort; issue #5 point 2). */
export const ExploreMessages = {
  postalCodeRequired: 'Enter your postal code to sort by distance',
  postalCodeUnknown: 'We could not find that postal code',
  dateInvalid: 'Choose a valid date',
  textTooLong: 'Search text must be at most 100 characters',
} as const;
