import { z } from 'zod';
import { AuthMessages, emailSchema, passwordSchema } from './auth.js';
import { AccountMessages } from './messages.js';
import { phoneSchema } from './waitlist.js';

export { AccountMessages } from './messages.js';

/** Minutes a password-reset link works after it was asked for (once). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Longest reset token accepted (the issued ones are 43 characters). */
export const RESET_TOKEN_MAX = 200;

/** `changePassword` input: the current password (presence only) and a new one (sign-up rules). */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AccountMessages.currentPasswordRequired })
    .min(1, AccountMessages.currentPasswordRequired),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

const confirmation = z
  .string({ error: AccountMessages.confirmPasswordRequired })
  .min(1, AccountMessages.confirmPasswordRequired);
const sameNewPassword = {
  path: ['confirmPassword'],
  message: AccountMessages.passwordsDoNotMatch,
  // Compare as soon as both are typed, even while another field is still invalid.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
    return typeof v.newPassword === 'string' && typeof v.confirmPassword === 'string';
  },
};

/** The change-password form: `changePasswordSchema` plus the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.newPassword === v.confirmPassword, sameNewPassword);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** `requestPasswordReset` input / the forgot-password form: a valid e-mail. */
export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** `resetPassword` input: the token of the e-mailed link and a new password (sign-up rules). */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: AccountMessages.resetLinkInvalid })
    .trim()
    .min(1, AccountMessages.resetLinkInvalid)
    .max(RESET_TOKEN_MAX, AccountMessages.resetLinkInvalid),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset-password form: a new password typed twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: confirmation })
  .refine((v) => v.newPassword === v.confirmPassword, sameNewPassword);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/**
 * `updateAccount` input / the account details form: first and last name as at sign-up, and an
 * optional phone after the fixed +1 (as on the waitlists; blank is stored as none).
 */
export const accountDetailsSchema = z.object({
  firstName: z
    .string({ error: AuthMessages.firstNameRequired })
    .trim()
    .min(1, AuthMessages.firstNameRequired)
    .max(100, AuthMessages.nameTooLong),
  lastName: z
    .string({ error: AuthMessages.lastNameRequired })
    .trim()
    .min(1, AuthMessages.lastNameRequired)
    .max(100, AuthMessages.nameTooLong),
  phone: phoneSchema,
});
export type AccountDetailsInput = z.input<typeof accountDetailsSchema>;

/** Deleting one's account: the password confirms it (the same check as log-in). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: AccountMessages.deletePasswordRequired })
    .min(1, AccountMessages.deletePasswordRequired),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** How long an e-mail change link works, in hours. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Asking to change one's e-mail: the new address (sign-up rules) and the password. */
export const requestEmailChangeSchema = z.object({
  newEmail: emailSchema,
  password: z
    .string({ error: AccountMessages.emailChangePasswordRequired })
    .min(1, AccountMessages.emailChangePasswordRequired),
});
export type RequestEmailChangeInput = z.input<typeof requestEmailChangeSchema>;

/** Confirming an e-mail change with the token of the link sent to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: z
    .string({ error: AccountMessages.emailChangeLinkInvalid })
    .trim()
    .min(1, AccountMessages.emailChangeLinkInvalid)
    .max(RESET_TOKEN_MAX, AccountMessages.emailChangeLinkInvalid),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;
