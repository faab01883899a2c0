import { z } from 'zod';

/**
 * Bank (payout) details rules: all five fields are required, the account type is Checking or
 * Saving (default Checking), and the dashboard shows one of two banners (none on file / on file).
 * The five "required" messages and the banners are product wording, word for word; the digit rules
 * (Canadian institution 3, transit 5, account 7–12 digits) and their messages are Hearth's
 * (docs/rules/validation.md#accounts).
 */
export const BankDetailsMessages = {
  accountNameRequired: 'Please input account name!',
  institutionNumberRequired: 'Please input Institution Number!',
  transitNumberRequired: 'Please input transit number!',
  accountTypeRequired: 'Please input account type!',
  accountNumberRequired: 'Please input account number!',
  accountNameTooLong: 'Account name must be at most 100 characters',
  institutionNumberInvalid: 'Institution number must be exactly 3 digits',
  transitNumberInvalid: 'Transit number must be exactly 5 digits',
  accountNumberInvalid: 'Account number must be 7 to 12 digits',
  accountTypeInvalid: 'Account type must be Checking or Saving',
  /** Fallback when saving fails without a message. */
  saveFailed: 'Failed to save bank details',
} as const;

/** The bank details banners (product wording, word for word). */
export const BankDetailsBanners = {
  /** Shown when the chef has no bank details yet. */
  empty: 'Add your bank details to make your restaurant visible to public and receive payments',
  /** Shown when bank details are on file. */
  filled: 'Your payment details is filled to update it please update the details and click on save',
  /**
   * Shown when the payout provider (Wise) refused the details on file (Hearth's wording);
   * `{{reason}}` is Wise's own message, e.g. 'Please specify a valid account number.'.
   */
  payoutRefused:
    'Wise, our payout provider, could not accept these bank details, so we cannot pay you yet. Wise says: “{{reason}}” Check the numbers with your bank and save them again.',
} as const;

/** Account types (Checking or Saving). */
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVING'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
/** The default account type is Checking. */
export const DEFAULT_BANK_ACCOUNT_TYPE: BankAccountType = 'CHECKING';

/** Digits of the Canadian routing parts and account number. */
const BANK_INSTITUTION_DIGITS = 3;
const BANK_TRANSIT_DIGITS = 5;
const BANK_ACCOUNT_DIGITS = { min: 7, max: 12 } as const;

/** Trims and drops spaces and dashes people type between digit groups. */
const digits = (required: string, pattern: RegExp, invalid: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, required).regex(pattern, invalid));

/** The bank details form (input of the AddBankDetails mutation). */
export const bankDetailsSchema = z.object({
  accountName: z
    .string({ error: BankDetailsMessages.accountNameRequired })
    .trim()
    .min(1, BankDetailsMessages.accountNameRequired)
    .max(100, BankDetailsMessages.accountNameTooLong),
  institutionNumber: digits(
    BankDetailsMessages.institutionNumberRequired,
    new RegExp(`^\\d{${BANK_INSTITUTION_DIGITS}}$`),
    BankDetailsMessages.institutionNumberInvalid,
  ),
  transitNumber: digits(
    BankDetailsMessages.transitNumberRequired,
    new RegExp(`^\\d{${BANK_TRANSIT_DIGITS}}$`),
    BankDetailsMessages.transitNumberInvalid,
  ),
  accountType: z
    .enum(BANK_ACCOUNT_TYPES, { error: BankDetailsMessages.accountTypeRequired })
    .default(DEFAULT_BANK_ACCOUNT_TYPE),
  accountNumber: digits(
    BankDetailsMessages.accountNumberRequired,
    new RegExp(`^\\d{${BANK_ACCOUNT_DIGITS.min},${BANK_ACCOUNT_DIGITS.max}}$`),
    BankDetailsMessages.accountNumberInvalid,
  ),
});
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export type BankDetails = z.output<typeof bankDetailsSchema>;

/** The last four digits of an account number (what the API shows). */
export function accountNumberLast4(accountNumber: string): string {
  return accountNumber.slice(-4);
}
