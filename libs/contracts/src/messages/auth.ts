// User-facing messages of identity: sign-up and log-in (zod-free: see ../messages.ts).

/**
 * User-facing messages of identity (sign up / log in). First name, last name and e-mail use the
 * product wording shared with the waitlists, word for word; the rest are Hearth's own.
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
