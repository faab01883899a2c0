import { z } from 'zod';
import { PartnerKeyMessages } from './messages/partner-keys.js';

export { PartnerKeyMessages } from './messages/partner-keys.js';

/** Longest key name, in characters. */
export const PARTNER_KEY_NAME_MAX = 80;
/** The highest per-minute limit an admin may give a key. */
export const PARTNER_KEY_MAX_PER_MINUTE = 10_000;
/** The per-minute limit a new key gets when the admin does not choose one. */
export const PARTNER_KEY_DEFAULT_PER_MINUTE = 60;

/**
 * A partner key as the admin sets it: a name (1–80 characters, to know whose key it is), the
 * requests it may make per minute (1–10,000, whole) and whether it may run only trusted documents.
 */
export const partnerKeySchema = z.object({
  name: z
    .string({ error: PartnerKeyMessages.nameRequired })
    .trim()
    .min(1, PartnerKeyMessages.nameRequired)
    .max(PARTNER_KEY_NAME_MAX, PartnerKeyMessages.nameTooLong),
  requestsPerMinute: z
    .number({ error: PartnerKeyMessages.limitInvalid })
    .int(PartnerKeyMessages.limitInvalid)
    .min(1, PartnerKeyMessages.limitInvalid)
    .max(PARTNER_KEY_MAX_PER_MINUTE, PartnerKeyMessages.limitInvalid),
  trustedDocumentsOnly: z.boolean().default(true),
});
export type PartnerKeyInput = z.input<typeof partnerKeySchema>;
