import { z } from 'zod';

/**
 * Chef onboarding rules: general information, credentials and terms
 * (docs/rules/validation.md#accounts). Messages marked as product wording are word for word; the
 * others are Hearth's own. Each wizard step has its own schema so a step saves only its own fields
 * (the wizard's Next advances after each successful save).
 */
export const ChefProfileMessages = {
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 3 characters',
  lastNameTooLong: 'Last name must be at most 100 characters',
  addressLine1Required: 'Address is required',
  addressTooLong: 'Address lines must be at most 200 characters',
  cityRequired: 'City is required',
  provinceRequired: 'Province is required',
  postalCodeRequired: 'Postal code is required',
  countryRequired: 'Country is required',
  placeTooLong: 'City, province, postal code and country must be at most 100 characters',
  imageRequired: 'Chef image is required',
  urlInvalid: 'Enter a valid http(s) URL',
  /** The chef image is accepted only as an upload of the chef's own to our store. */
  imageNotOurs: 'Upload the chef image here.',
  /** A certificate is accepted only as an upload of the chef's own to our store. */
  certificateNotOurs: 'Upload the certificate here.',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Enter a date as YYYY-MM-DD',
  /** The chef must be at least 18 years old. */
  underAge: 'You must be at least 18 years old',
  descriptionRequired: 'Chef description is required',
  descriptionTooShort: 'Chef description must be at least 10 characters',
  descriptionTooLong: 'Chef description must be at most 200 characters',
  experienceRequired: 'Experience is required',
  experienceRange: 'Experience must be between 0 and 50 years',
  phoneRequired: 'Phone is required',
  phoneTooLong: 'Phone must be at most 20 characters',
  phoneInvalid: 'Phone may contain digits, spaces, brackets, dots and dashes only',
  /** Qualifications, when given, at least 3 characters. */
  qualificationsTooShort: 'Qualifications must be at least 3 characters',
  qualificationsTooLong: 'Qualifications must be at most 500 characters',
  /** Terms checkbox not ticked (product wording, word for word). */
  termsRequired: 'Please accept the terms and conditions',
  /** acceptTerms before the general information step was saved. */
  generalInformationMissing: 'Please complete your general information first',
  /** acceptTerms before the credentials step was saved. */
  credentialsMissing: 'Please complete your credentials first',
  /** acceptTerms when the status is no longer INITIAL. */
  alreadySubmitted: 'Your application has already been submitted',
  /** approveChef / rejectChef on an unknown user or a non-chef. */
  chefNotFound: 'No chef with this id',
  /** approveChef / rejectChef when the chef is not PENDING. */
  notPending: 'Only a pending application can be approved or rejected',
  rejectionReasonRequired: 'Please give a reason for the rejection',
  rejectionReasonTooLong: 'The reason must be at most 1000 characters',
  /** Fallback when updating the user fails (product wording; the trailing space is part of it). */
  updateFailed: 'Failed to update general information ',
} as const;

/** Chef profile limits (characters, years). */
export const CHEF_FIRST_NAME = { min: 2, max: 100 } as const;
export const CHEF_LAST_NAME = { min: 3, max: 100 } as const;
export const CHEF_DESCRIPTION = { min: 10, max: 200 } as const;
export const CHEF_EXPERIENCE_YEARS = { min: 0, max: 50 } as const;
export const CHEF_PHONE_MAX = 20;
export const CHEF_QUALIFICATIONS_MIN = 3;
/** The chef must be at least 18 (years). */
export const CHEF_MINIMUM_AGE_YEARS = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses an ISO local date `YYYY-MM-DD` into [year, month, day], or null when not a real date. */
export function parseIsoLocalDate(value: string): [number, number, number] | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) {
    return null;
  }
  return [y, mo, d];
}

/** Today's ISO local date (`YYYY-MM-DD`) in the runtime's zone. */
export function todayIsoLocalDate(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * True when someone born on `dateOfBirth` (ISO local date) has had their 18th birthday on or
 * before `today` (ISO local date). Born 29 February: the birthday counts on 1 March in common years.
 */
export function isAtLeastAge(
  dateOfBirth: string,
  today: string = todayIsoLocalDate(),
  years: number = CHEF_MINIMUM_AGE_YEARS,
): boolean {
  const dob = parseIsoLocalDate(dateOfBirth);
  const now = parseIsoLocalDate(today);
  if (!dob || !now) return false;
  const [y, m, d] = dob;
  // Compare as YYYYMMDD numbers: (now) ≥ (dob + years).
  return now[0] * 10_000 + now[1] * 100 + now[2] >= (y + years) * 10_000 + m * 100 + d;
}

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const httpUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2000, ChefProfileMessages.urlInvalid)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), ChefProfileMessages.urlInvalid);

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schema.nullish().transform((v) => v ?? null),
  );

/**
 * Wizard step 0, General information. `dateOfBirth` is an ISO local date; the chef must
 * be at least 18 on the server's today.
 */
export const chefGeneralInformationSchema = z.object({
  firstName: z
    .string({ error: ChefProfileMessages.firstNameRequired })
    .trim()
    .min(1, ChefProfileMessages.firstNameRequired)
    .min(CHEF_FIRST_NAME.min, ChefProfileMessages.firstNameTooShort)
    .max(CHEF_FIRST_NAME.max, ChefProfileMessages.firstNameTooLong),
  lastName: z
    .string({ error: ChefProfileMessages.lastNameRequired })
    .trim()
    .min(1, ChefProfileMessages.lastNameRequired)
    .min(CHEF_LAST_NAME.min, ChefProfileMessages.lastNameTooShort)
    .max(CHEF_LAST_NAME.max, ChefProfileMessages.lastNameTooLong),
  addressLine1: text(
    ChefProfileMessages.addressLine1Required,
    200,
    ChefProfileMessages.addressTooLong,
  ),
  addressLine2: optionalText(z.string().trim().max(200, ChefProfileMessages.addressTooLong)),
  city: text(ChefProfileMessages.cityRequired, 100, ChefProfileMessages.placeTooLong),
  province: text(ChefProfileMessages.provinceRequired, 100, ChefProfileMessages.placeTooLong),
  postalCode: text(
    ChefProfileMessages.postalCodeRequired,
    100,
    ChefProfileMessages.placeTooLong,
  ).transform((v) => v.toUpperCase().replace(/\s+/g, ' ')),
  country: text(ChefProfileMessages.countryRequired, 100, ChefProfileMessages.placeTooLong),
  imageUrl: httpUrl(ChefProfileMessages.imageRequired),
  dateOfBirth: z
    .string({ error: ChefProfileMessages.dateOfBirthRequired })
    .trim()
    .min(1, ChefProfileMessages.dateOfBirthRequired)
    .refine((v) => parseIsoLocalDate(v) !== null, ChefProfileMessages.dateOfBirthInvalid)
    .refine((v) => parseIsoLocalDate(v) === null || isAtLeastAge(v), ChefProfileMessages.underAge),
  description: z
    .string({ error: ChefProfileMessages.descriptionRequired })
    .trim()
    .min(1, ChefProfileMessages.descriptionRequired)
    .min(CHEF_DESCRIPTION.min, ChefProfileMessages.descriptionTooShort)
    .max(CHEF_DESCRIPTION.max, ChefProfileMessages.descriptionTooLong),
});
export type ChefGeneralInformationInput = z.input<typeof chefGeneralInformationSchema>;
export type ChefGeneralInformation = z.output<typeof chefGeneralInformationSchema>;

/** Wizard step 1, Credentials: experience 0–50 years, phone max 20, qualifications optional. */
export const chefCredentialsSchema = z.object({
  experienceYears: z
    .number({ error: ChefProfileMessages.experienceRequired })
    .int(ChefProfileMessages.experienceRange)
    .min(CHEF_EXPERIENCE_YEARS.min, ChefProfileMessages.experienceRange)
    .max(CHEF_EXPERIENCE_YEARS.max, ChefProfileMessages.experienceRange),
  phone: z
    .string({ error: ChefProfileMessages.phoneRequired })
    .trim()
    .min(1, ChefProfileMessages.phoneRequired)
    .max(CHEF_PHONE_MAX, ChefProfileMessages.phoneTooLong)
    .regex(/^[0-9 ().+-]*$/, ChefProfileMessages.phoneInvalid),
  qualifications: optionalText(
    z
      .string()
      .trim()
      .min(CHEF_QUALIFICATIONS_MIN, ChefProfileMessages.qualificationsTooShort)
      .max(500, ChefProfileMessages.qualificationsTooLong),
  ),
  certificateUrl: optionalText(
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), ChefProfileMessages.urlInvalid),
  ),
});
export type ChefCredentialsInput = z.input<typeof chefCredentialsSchema>;
export type ChefCredentials = z.output<typeof chefCredentialsSchema>;

/**
 * One wizard save: either step (or both). A missing step is left as stored; a given step is
 * validated whole (field paths are prefixed `general.` / `credentials.`).
 */
export const chefProfileUpdateSchema = z.object({
  general: chefGeneralInformationSchema.nullish(),
  credentials: chefCredentialsSchema.nullish(),
});
export type ChefProfileUpdateInput = z.input<typeof chefProfileUpdateSchema>;

/** Terms step: the checkbox must be ticked. */
export const acceptTermsSchema = z.object({
  accepted: z.literal(true, { error: ChefProfileMessages.termsRequired }),
});

/** Admin rejection: a reason is required (it is sent to the chef). */
export const chefRejectionSchema = z.object({
  reason: z
    .string({ error: ChefProfileMessages.rejectionReasonRequired })
    .trim()
    .min(1, ChefProfileMessages.rejectionReasonRequired)
    .max(1000, ChefProfileMessages.rejectionReasonTooLong),
});
