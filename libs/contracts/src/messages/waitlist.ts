// User-facing messages of the chef and guest waitlists and the newsletter (zod-free: see ../messages.ts).

/**
 * Waitlist and newsletter messages (rules in docs/rules/validation.md#accounts); the required and
 * e-mail messages are product wording, word for word.
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
  /** en-CA / fr-CA wording; en-US shows `zipCodeRequired` (same rule, label by locale). */
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
