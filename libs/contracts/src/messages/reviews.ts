// User-facing messages of reviews, favourites and explore (zod-free: see ../messages.ts).

/** Review messages (rules in docs/rules/validation.md#reviews). */
export const ReviewMessages = {
  /** Product wording, word for word: no star chosen (stars missing or 0). */
  starsRequired: 'Review stars are required',
  /** Stars are whole numbers from 1 to 5 (a rating is out of 5). */
  starsOutOfRange: 'Choose from 1 to 5 stars',
  descriptionTooLong: 'Your review must be at most 1000 characters',
  /** Success on ChangeReview (product wording, word for word). */
  updated: 'Your review has been updated',
  /** Success notice on CreateReview. */
  created: 'Thank you for your review',
  /** One review per order: create once, then change it. */
  alreadyReviewed: 'You have already reviewed this order',
  restaurantUnavailable: 'This restaurant is not available',
  orderRequired: 'Choose the order to review',
  /** The order is not the caller's completed order from this restaurant. */
  orderNotCompleted: 'You can review an order once it has been completed',
  reviewNotFound: 'This review does not exist',
  /** Fallback when neither a ValidationError nor a ServerError message came back. */
  saveFailed: 'Failed to save your review',
} as const;

/** Favourite toggle messages (the restaurant card's heart, /user/favorites). */
export const FavouriteMessages = {
  restaurantUnavailable: 'This restaurant is not available',
  saveFailed: 'Failed to update your favourites',
} as const;

/** Explore messages (/user/explore filters and sort). */
export const ExploreMessages = {
  postalCodeRequired: 'Enter your postal code to sort by distance',
  postalCodeUnknown: 'We could not find that postal code',
  dateInvalid: 'Choose a valid date',
  textTooLong: 'Search text must be at most 100 characters',
  pickupDistanceInvalid: 'Choose a pickup distance from 1 to 100 km',
} as const;
