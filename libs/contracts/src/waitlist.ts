import { z } from 'zod';
import { emailSchema } from './auth.js';
import { WaitlistMessages } from './messages.js';

export { WaitlistMessages } from './messages.js';

/** Phone max 20 characters, shown after a fixed, disabled +1 prefix. */
export const PHONE_MAX = 20;
export const PHONE_PREFIX = '+1';
export const POSTAL_CODE_MAX = 10;

/** Chef programmes a chef can join the waitlist for. */
export const CHEF_TYPES = ['BETA', 'FOUNDER'] as const;
export type ChefType = (typeof CHEF_TYPES)[number];
/** Newsletter audiences (the public footer form subscribes Chef). */
export const NEWSLETTER_ROLES = ['CHEF', 'GUEST'] as const;
export type NewsletterRole = (typeof NEWSLETTER_ROLES)[number];

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, WaitlistMessages.nameTooLong);

/** Optional phone: empty becomes null; digits and common separators only; at most 20 characters. */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX, WaitlistMessages.phoneTooLong)
  .regex(/^[0-9 ().-]*$/, WaitlistMessages.phoneInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** Required postal or zip code, upper-cased with single spaces (e.g. `M5V 2T6`, `10001`). */
export const postalCodeSchema = z
  .string({ error: WaitlistMessages.postalCodeRequired })
  .trim()
  .min(1, WaitlistMessages.postalCodeRequired)
  .max(POSTAL_CODE_MAX, WaitlistMessages.postalCodeTooLong)
  .transform((v) => v.toUpperCase().replace(/\s+/g, ' '));

const person = {
  firstName: name(WaitlistMessages.firstNameRequired),
  lastName: name(WaitlistMessages.lastNameRequired),
  email: emailSchema,
  phone: phoneSchema,
  postalCode: postalCodeSchema,
};

/** Chef waitlist registration (beta or founder modal). */
export const chefWaitlistSchema = z.object({
  ...person,
  chefType: z.enum(CHEF_TYPES, { error: WaitlistMessages.chefTypeRequired }),
});
export type ChefWaitlistInput = z.input<typeof chefWaitlistSchema>;

/** Guest waitlist sign-up (the guest programme is always Beta; the address is the postal code). */
export const guestWaitlistSchema = z.object(person);
export type GuestWaitlistInput = z.input<typeof guestWaitlistSchema>;

/** Newsletter subscription: e-mail required and valid. */
export const newsletterSchema = z.object({
  email: emailSchema,
  role: z.enum(NEWSLETTER_ROLES).default('CHEF'),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
