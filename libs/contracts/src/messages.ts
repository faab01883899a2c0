/**
 * Every user-facing message of the contracts, without zod: the browser's first paint and the i18n
 * tables import this module alone (`@hearth/contracts/messages`), the schemas import it too.
 */

/**
 * User-facing messages of identity (sign up / log in). SPEC §5 wording where the spec has one
 * (first name, last name, e-mail); the rest are ours (the spec is silent on accounts).
 */
export const AuthMessages = {
  firstNameRequired: 'First Name is required!',
  lastNameRequired: 'Last Name is required!',
  emailRequired: 'Email is required!',
  emailInvalid: 'The input is not valid E-mail!',
  passwordRules:
    'Password must be 8 to 128 characters long and contain at least one letter and one number.',
  nameTooLong: 'Names can be at most 100 characters.',
  roleRequired: 'Choose whether you are joining as a guest or as a chef.',
  /** One generic message for any wrong e-mail or password, so accounts cannot be probed. */
  invalidCredentials: 'The e-mail or password you entered is incorrect.',
  emailTaken: 'An account with this e-mail already exists. Log in instead.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/**
 * Waitlist and newsletter rules and messages (SPEC §5 "Waitlists (chef and guest)", "Newsletter";
 * SPEC §3 Chef waitlist registration, Guest waitlist entry, Newsletter subscription).
 * Messages are English and double as i18n keys: the browser shows `t(message)`.
 */
export const WaitlistMessages = {
  firstNameRequired: 'First Name is required!',
  lastNameRequired: 'Last Name is required!',
  emailRequired: 'Email is required!',
  emailInvalid: 'The input is not valid E-mail!',
  nameTooLong: 'Names can be at most 100 characters.',
  phoneTooLong: 'Phone number can be at most 20 characters.',
  phoneInvalid: 'Phone number can only contain digits, spaces, dashes, dots and brackets.',
  /** en-CA / fr-CA wording; en-US shows `zipCodeRequired` (same rule, SPEC §5 label by locale). */
  postalCodeRequired: 'Postal code is required!',
  zipCodeRequired: 'Zip code is required!',
  postalCodeTooLong: 'Postal code can be at most 10 characters.',
  chefTypeRequired: 'Choose the Beta or the Founder chef programme.',
  alreadyOnChefWaitlist:
    'You are already on this chef waitlist. We will be in touch within 2 days.',
  alreadyOnGuestWaitlist:
    'You are already on the guest waitlist. We will let you know as soon as Hearth opens near you.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  guestThankYou: 'Thanks for signing up as Beta Guest!',
  backToHome: 'Back to Home Page',
  guestWaitlistTitle: 'Join the waitlist now!',
  guestWaitlistCta: 'Join & get exclusive promotions',
} as const;

/**
 * Dish form messages (SPEC §5 "Dish form", §9 limits, §8 "Add or update dish fails", §2 archive
 * dialog). The SPEC gives no wording for the dish form rules themselves, so these are Hearth's;
 * the §8 fallback and the §2 dialog texts are the SPEC's, word for word. Money is shown in dollars
 * here, stored as integer cents.
 */
export const DishMessages = {
  /** SPEC §5: main image required (the first of the dish images). */
  mainImageRequired: 'Main image is required!',
  imageInvalid: 'Dish images must be http(s) URLs',
  imagesTooMany: 'A dish can have at most 10 images',
  nameRequired: 'Dish name is required!',
  /** SPEC §5/§9: 3–100. */
  nameLength: 'Dish name must be 3 to 100 characters',
  descriptionRequired: 'Description is required!',
  /** SPEC §5/§9: 10–3000. */
  descriptionLength: 'Description must be 10 to 3000 characters',
  costRequired: 'Cost is required!',
  /** SPEC §5/§9: 0.1 to 400 dollars, two decimals. */
  costRange: 'Cost must be between $0.10 and $400.00',
  costCents: 'Cost can have at most two decimals',
  /** SPEC §5: allergy warning required (a single entry such as 'none' is accepted). */
  allergyWarningsRequired: 'Allergy warning is required!',
  /** SPEC §5/§9: each entry 4–100. */
  allergyWarningLength: 'Each allergy warning must be 4 to 100 characters',
  allergyWarningsTooMany: 'At most 20 allergy warnings',
  preparationInstructionsRequired: 'Preparation instruction is required!',
  /** SPEC §5/§9: 10–300 (SPEC `prep_inst`). */
  preparationInstructionsLength: 'Preparation instruction must be 10 to 300 characters',
  /** SPEC §5: preparation time required, in minutes and seconds. */
  preparationTimeRequired: 'Preparation time is required!',
  /** SPEC §5: minutes and seconds, no hours (1 second to 59:59). */
  preparationTimeRange: 'Preparation time must be between 0:01 and 59:59 (minutes and seconds)',
  handlingInstructionsRequired: 'Handle instruction is required!',
  /** SPEC §5/§9: 10–300 (SPEC `hand_inst`). */
  handlingInstructionsLength: 'Handle instruction must be 10 to 300 characters',
  cuisineRequired: 'Cuisine is required!',
  /** SPEC §5: chosen from the restaurant's cuisines (checked by the service). */
  cuisineNotOffered: "Choose one of your restaurant's cuisines",
  shelfLifeRequired: 'Shelf life is required!',
  /** SPEC §5/§9: 2–300. */
  shelfLifeLength: 'Shelf life must be 2 to 300 characters',
  portionSizeRequired: 'Portion size is required!',
  /** SPEC §5/§9: 3–300 (SPEC `unit`). */
  portionSizeLength: 'Portion size must be 3 to 300 characters',
  categoryInvalid: 'Choose categories from the list',
  /** SPEC §5: spice level up to 3 (SPEC §9: 3 spice icons). */
  spiceLevelRange: 'Spice level must be between 0 and 3',
  ingredientsTooMany: 'A dish can have at most 100 ingredients',
  statusInvalid: 'Dish status must be Active, Inactive or Archived',
  /** Issue #4: a dish in an upcoming cooking session can only be archived. */
  inUpcomingSession:
    'This dish is in an upcoming cooking session, so it cannot be deleted. Archive it instead.',
  /** SPEC §8 fallback when adding or updating a dish fails without a message. */
  saveFailed: 'Failed to Add Dish',
  /** SPEC §8 generic success notice for a dish. */
  saved: 'Your dish has been saved',
  deleted: 'Your dish has been deleted',
  /** SPEC §2 archive-dish confirmation, word for word. */
  archiveConfirm: 'Are you sure you want to archive dish?',
  archiveYes: 'Yes, Archive Dish',
  archiveNo: 'No, Go Back',
} as const;

/**
 * Ingredient editor messages (SPEC §5 "Ingredient", §9). SPEC §3 maps `item` → name, `quantity` →
 * quantity (a number ≥ 0) and `amount` → unit (the unit text, e.g. 'cups'). SPEC §5 words the
 * quantity rule 'Amount is required' or 'Quantity is required' depending on the label; Hearth labels
 * the number "Quantity", so the API and the form show `quantityRequired`; `amountRequired` is kept
 * for a form that labels the number "Amount". The unit text's rule is 'Unit is required'.
 */
export const IngredientMessages = {
  /** SPEC §5. */
  nameRequired: 'Ingredient Name is required',
  nameTooLong: 'Ingredient name must be at most 100 characters',
  /** SPEC §5 (the number, labelled Quantity). */
  quantityRequired: 'Quantity is required',
  /** SPEC §5 (the same rule when the number is labelled Amount). */
  amountRequired: 'Amount is required',
  /** SPEC §3/§9: quantity minimum 0. */
  quantityNegative: 'Quantity cannot be negative',
  /** SPEC §5 (the unit text, SPEC `amount`). */
  unitRequired: 'Unit is required',
  unitTooLong: 'Unit must be at most 50 characters',
  /** SPEC §5/§9. */
  notesTooShort: 'Notes must have minimum of 3 characters',
  notesTooLong: 'Notes must be at most 300 characters',
} as const;

/** Menu create/update messages (SPEC §5 "Menu", §8 success notice). */
export const MenuMessages = {
  /** SPEC §5: a missing name AND missing dishes both show this, word for word. */
  nameRequired: 'menu name is required!',
  nameTooLong: 'Menu name must be at most 100 characters',
  /** A dish id that is not a dish of this restaurant. */
  dishNotInRestaurant: 'Choose dishes of your own restaurant',
  /** SPEC §8 generic success notice for a menu. */
  saved: 'Your menu has been saved',
  saveFailed: 'Failed to save menu',
  menuIdRequired: 'Choose the menu to update',
} as const;

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

/**
 * Cart messages (SPEC §8 "Cart warnings (checkout disabled)", the cart rows of the error
 * catalogue, empty state; SPEC §6 guest rule). `{n}`/`{dish}` are filled by the functions.
 */
export const CartMessages = {
  /** SPEC §8 warning: the occurrence's order cutoff has passed (or the dish was withdrawn). */
  noLongerAvailable: 'This dish is no longer available',
  /** SPEC §8 warning: the cart's portions for the session are below its order minimum. */
  belowOrderMinimum: (n: number) => `You need to have at least ${n} items in your cart to order`,
  /** SPEC §8 warning: above the session's order maximum. */
  aboveOrderMaximum: (n: number) => `You cannot have more than ${n} items in your cart to order`,
  /** SPEC §8 warning: remaining 0. */
  outOfStock: 'This dish is out of stock',
  /** SPEC §8 warning: fewer remaining than the quantity wanted. */
  fewerRemaining: (n: number, dish: string) => `There is only ${n} quantity remaining for ${dish}`,
  /** SPEC §8 on add: remaining 0. */
  addOutOfStock: 'This dish is out of stock. Please try again later',
  /** SPEC §8 on add: fewer remaining than the cart would hold. */
  addFewerRemaining: (n: number) => `There is only ${n} remaining. Please try again later`,
  /** SPEC §6/§8: a signed-in user who is not a guest. */
  guestsOnly: 'Log In as a guest to add dish to cart',
  /** SPEC §8 fallback when adding fails without a message. */
  addFailed: 'Error while adding dish to cart',
  /** SPEC §8 when removing fails. */
  removeFailed: 'Failed to remove from cart',
  /** Changing a line's quantity failed without a message (Hearth's; the SPEC has none). */
  quantityChangeFailed: 'Could not change the quantity. Please try again.',
  /** SPEC §8 empty state. */
  empty: 'No items in Cart',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: (n: number) => `Quantity must be at most ${n}`,
  itemNotFound: 'This item is no longer in your cart',
} as const;

/** Checkout and order lifecycle messages (SPEC §2 checkout, order modals; issue #5). */
export const OrderMessages = {
  nothingToOrder: 'Add dishes from this session to your cart first',
  cartHasWarnings: 'Fix the warnings in your cart before checking out',
  fulfilmentRequired: 'Choose delivery or pickup',
  deliveryNotOffered: 'This session does not offer delivery',
  pickupNotOffered: 'This session does not offer pickup',
  addressRequired: 'Address line 1 is required',
  addressTooLong: 'Address lines must be at most 200 characters',
  postalCodeRequired: 'Postal code is required',
  locationRequired: 'Choose your address from the suggestions so we can locate it',
  /** The address is farther from the restaurant than its delivery radius (km). */
  outsideRadius: (km: number) => `This address is outside the restaurant's ${km} km delivery area`,
  instructionsTooLong: 'Instructions must be at most 300 characters',
  idempotencyKeyRequired: 'A checkout key is required',
  declineReasonRequired: 'Please give a reason for declining the order',
  declineReasonTooLong: 'The reason must be at most 300 characters',
  onlyPendingCanBeAccepted: 'Only a pending order can be accepted',
  onlyPendingCanBeDeclined: 'Only a pending order can be declined',
  onlyPendingCanBeCancelled: 'Only a pending order can be cancelled',
  onlyAcceptedCanBeCompleted: 'Only an accepted order can be completed',
  notFound: 'This order does not exist',
  /** SPEC §2 cancel-order confirmation. */
  cancelConfirm: 'Do you want to cancel the order?',
  cancelGoBack: 'Go Back',
  cancelYes: 'Yes',
  /** Why an order was REJECTED by the stock saga, shown to the guest. */
  rejected: {
    INVALID_QUANTITY: 'The quantities in this order are not valid',
    UNKNOWN_OCCURRENCE: 'This cooking session is no longer available',
    ORDER_CUTOFF_PASSED: 'This dish is no longer available',
    ORDER_LIMIT: 'The number of items in this order is outside the session limits',
    BELOW_DISH_MINIMUM: 'A dish in this order is below its minimum quantity',
    UNKNOWN_DISH: 'A dish in this order is no longer offered in this session',
    OUT_OF_STOCK: 'This dish is out of stock',
  },
} as const;

/** Restaurant page empty states (SPEC §8 "Empty states"), word for word, typos included. */
export const RestaurantPageMessages = {
  /** No orderable cooking session at all. */
  noUpcomingSessions:
    'This chef does not have any upcoming cooking sessions, sorry for the incovenience',
  /** Sessions exist, but none on the chosen date with the chosen delivery/pickup mode. */
  noSessionsOnDate: (date: string) =>
    `This chef does not have any cooking sessions in ${date} with Delivery or Pickup status. sorry for the incovenience`,
} as const;
