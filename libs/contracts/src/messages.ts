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
