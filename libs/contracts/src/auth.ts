import { z } from 'zod';
import { SIGN_UP_ROLES } from './enums.js';

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

/** Password rule (stated in full in `AuthMessages.passwordRules`). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Normalises an e-mail address: trimmed and lower-cased (so one person is one account). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Required, valid e-mail with SPEC §5 messages. Output is normalised. */
export const emailSchema = z
  .string({ error: AuthMessages.emailRequired })
  .trim()
  .min(1, AuthMessages.emailRequired)
  .pipe(z.email({ error: AuthMessages.emailInvalid }))
  .transform(normalizeEmail);

export const passwordSchema = z
  .string({ error: AuthMessages.passwordRules })
  .min(PASSWORD_MIN, AuthMessages.passwordRules)
  .max(PASSWORD_MAX, AuthMessages.passwordRules)
  .regex(/[A-Za-z]/, AuthMessages.passwordRules)
  .regex(/[0-9]/, AuthMessages.passwordRules);

const firstNameSchema = z
  .string({ error: AuthMessages.firstNameRequired })
  .trim()
  .min(1, AuthMessages.firstNameRequired)
  .max(100, AuthMessages.nameTooLong);
const lastNameSchema = z
  .string({ error: AuthMessages.lastNameRequired })
  .trim()
  .min(1, AuthMessages.lastNameRequired)
  .max(100, AuthMessages.nameTooLong);

/** Sign-up form / `signUp` mutation input. */
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  role: z.enum(SIGN_UP_ROLES, { error: AuthMessages.roleRequired }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** Log-in form / `logIn` mutation input. Only presence is checked: wrong values get one message. */
export const logInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: AuthMessages.passwordRules }).min(1, AuthMessages.passwordRules),
});
export type LogInInput = z.input<typeof logInSchema>;
