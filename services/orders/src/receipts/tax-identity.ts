import { formatGstHstNumber, gstHstNumberSchema } from '@hearth/contracts';

/** Hearth as receipts name it: its name and its own GST/HST number (null until configured). */
export interface PlatformTaxIdentity {
  name: string;
  /** `123456782 RT0001`, or null when not configured. */
  gstHstNumber: string | null;
}

/**
 * Hearth's own identity for GST/HST on receipts (docs/rules/tax.md#who-charges-it: Hearth is the
 * supplier of meals by chefs not registered for GST/HST). The number is the one place it is read
 * from: `HEARTH_GST_HST_NUMBER` (9 digits + RT + 4, checked like a chef's; spaces allowed) and
 * the name `HEARTH_LEGAL_NAME` (default `Hearth`). A number that is not valid is ignored (null),
 * so a typo never prints a wrong number on a guest's receipt; receipts then say "not provided".
 */
export function platformTaxIdentity(env: NodeJS.ProcessEnv = process.env): PlatformTaxIdentity {
  const parsed = gstHstNumberSchema.safeParse(env.HEARTH_GST_HST_NUMBER ?? null);
  const compact = parsed.success ? parsed.data : null;
  return {
    name: env.HEARTH_LEGAL_NAME?.trim() || 'Hearth',
    gstHstNumber: compact ? formatGstHstNumber(compact) : null,
  };
}
