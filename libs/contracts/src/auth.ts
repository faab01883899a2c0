import { z } from 'zod';
import { AuthMessages } from './messages.js';
import { SIGN_UP_ROLES } from './enums.js';

export { AuthMessages } from './messages.js';

/** Password rule (stated in full in `AuthMessages.passwordRules`). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Normalises an e-mail address: trimmed and lower-cased (so one person is one account). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Required, valid e-mail (messages in `AuthMessages`). Output is normalised. */
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
