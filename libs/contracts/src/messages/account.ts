// User-facing messages of the account screens: password change and recovery, account details
// (zod-free: see ../messages.ts).

/**
 * Messages of changing and recovering a password and of the account details form, all Hearth's
 * own. The new-password rule itself is `AuthMessages.passwordRules`, as at sign-up.
 */
export const AccountMessages = {
  currentPasswordRequired: 'Enter your current password.',
  /** The current password typed on the change-password form is not the account's. */
  currentPasswordWrong: 'Your current password is incorrect.',
  newPasswordSameAsCurrent: 'Choose a new password that is different from your current one.',
  confirmPasswordRequired: 'Type the new password again.',
  passwordsDoNotMatch: 'The two passwords do not match.',
  passwordChanged:
    'Your password has been changed. You have been signed out on your other devices.',
  /** The one answer to a reset request, whether or not an account uses the address. */
  resetLinkSent:
    'If an account uses this e-mail, we have sent it a link to reset the password. The link works once, within 30 minutes.',
  /** A reset link that is unknown, already used or older than 30 minutes. */
  resetLinkInvalid:
    'This link to reset your password has expired or has already been used. Ask for a new one.',
  passwordReset:
    'Your password has been reset and every device has been signed out. Log in with your new password.',
  accountSaved: 'Your account details have been saved.',
  /** Deleting an account asks for its password. */
  deletePasswordRequired: 'Enter your password to delete your account.',
  deletePasswordWrong: 'Your password is incorrect.',
  /** Guests and chefs delete their own account; an admin account is closed by another admin. */
  deleteNotForAdmins:
    'Admin accounts cannot be deleted here. Write to support and we will close it with you.',
  /** An account that is the guest or the chef of an order in progress (placed, not yet ended). */
  deleteWithOpenOrders:
    'You have orders in progress. You can delete your account once each of them is completed, declined or cancelled.',
  accountDeleted:
    'Your account has been deleted. Your personal data has been removed from Hearth; the totals of your past orders stay in our books, as the law requires.',
  chefAccountDeleted:
    'Your chef account has been deleted. Your personal data has been removed from Hearth and your restaurant is hidden from guests; your past orders, payouts and ledger entries stay in our books, as the law requires.',
  /** Changing the e-mail: the new address must be free and different; the password confirms. */
  emailChangePasswordRequired: 'Enter your password to change your e-mail.',
  emailSameAsCurrent: 'This is already your e-mail.',
  emailInUse: 'Another account already uses this e-mail.',
  emailChangeSent:
    'We have sent a link to your new e-mail. Open it within 24 hours to confirm the change; until then you log in with your current e-mail.',
  /** A confirmation link that is unknown, already used or older than 24 hours. */
  emailChangeLinkInvalid:
    'This link to confirm your new e-mail has expired or has already been used. Ask for a new one from your account settings.',
  emailChanged: 'Your e-mail has been changed. Log in with your new e-mail from now on.',
  /** The name shown wherever a deleted account used to appear (its reviews). */
  formerGuestName: 'Former guest',
  /** The name a deleted chef's account keeps (orders and payouts still point at it). */
  formerChefName: 'Former chef',
} as const;
