import {
  ConfirmEmailChangeDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';

/**
 * `[request]`: RequestPasswordReset with `{ input: { email } }`, which e-mails a reset link when
 * the address has an account (the answer never says whether it does).
 */
export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetDocument);
}

/** `[reset]`: ResetPassword with the e-mailed link's token and the new password. */
export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}

/** `[confirm]`: ConfirmEmailChange with the e-mailed link's token (the new address takes over). */
export function useConfirmEmailChange() {
  return useMutation(ConfirmEmailChangeDocument);
}
