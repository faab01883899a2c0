import { z } from 'zod';
import { TipMessages } from './messages.js';

export { TipMessages };

/**
 * Tips (issue 28, docs/rules/payments.md#tips): an optional tip at checkout (held and charged
 * with the order) or after the order is completed (a charge of its own), all of it to the chef —
 * no commission, no sales tax (CRA GI-064: a voluntary tip is not consideration for a supply).
 * One tip per order. Amounts are integer cents.
 */

/** The preset tips, in percent of the food subtotal (before discount, fee and tax). */
export const TIP_PRESET_PERCENTS = [10, 15, 20] as const;
export type TipPresetPercent = (typeof TIP_PRESET_PERCENTS)[number];

/**
 * The smallest tip, $0.50: the smallest amount a card can be charged (`MIN_CARD_CHARGE_CENTS`;
 * a tip after completion is a charge of its own). Written out, as order.ts imports this module.
 */
export const TIP_MIN_CENTS = 50;
/** The largest tip, $200.00: above it a typo is likelier than generosity. */
export const TIP_MAX_CENTS = 20_000;

/**
 * A tip in integer cents: 0 (no tip) or from `TIP_MIN_CENTS` to `TIP_MAX_CENTS`. A fraction of a
 * cent is refused with `TipMessages.amountNotCents`, anything else out of range with
 * `amountInvalid`.
 */
export const tipCentsSchema = z
  .number({ error: TipMessages.amountInvalid })
  .int(TipMessages.amountNotCents)
  .refine((c) => c === 0 || (c >= TIP_MIN_CENTS && c <= TIP_MAX_CENTS), TipMessages.amountInvalid);

/** A checkout's tip: absent or null is no tip (0). */
export const checkoutTipSchema = tipCentsSchema.nullish().transform((c) => c ?? 0);

/** AddTip input: a tip on a completed order, charged on its own. */
export const addTipSchema = z.object({
  orderId: z.uuid({ error: TipMessages.orderNotFound }),
  tipCents: tipCentsSchema.refine((c) => c > 0, TipMessages.amountInvalid),
  /**
   * The card: one of the guest's saved cards or a fresh processor token (`pm_…`); absent, the
   * card the order was paid with when it is saved to the guest's account.
   */
  paymentMethodId: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Made by the client once per form: a resubmit charges the tip once. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type AddTipData = z.output<typeof addTipSchema>;

/** A preset tip of `percent` % of `subtotalCents` (the food), rounded to the cent. */
export function tipPresetCents(subtotalCents: number, percent: number): number {
  return Math.round((Math.max(subtotalCents, 0) * percent) / 100);
}

/**
 * The preset tips of a food subtotal (integer cents) that are allowed tips: `{ percent, cents }`
 * for each of `TIP_PRESET_PERCENTS` whose amount is within `TIP_MIN_CENTS`..`TIP_MAX_CENTS`.
 */
export function tipPresets(subtotalCents: number): Array<{ percent: number; cents: number }> {
  return TIP_PRESET_PERCENTS.map((percent) => ({
    percent,
    cents: tipPresetCents(subtotalCents, percent),
  })).filter((p) => p.cents >= TIP_MIN_CENTS && p.cents <= TIP_MAX_CENTS);
}

/**
 * A custom tip as the guest typed it in dollars (`5`, `5.5`, `5.50`, `$5.50`, `5,50` in French)
 * → integer cents, or the message to show: `amountNotCents` for more than two decimals or
 * something that is not a number, `amountInvalid` for a negative amount or one out of range.
 * Blank is no tip (0).
 */
export function parseTipDollars(
  text: string,
): { ok: true; cents: number } | { ok: false; message: string } {
  const trimmed = text
    .trim()
    .replace(/^\$/, '')
    .replace(/\s*\$$/, '')
    .trim();
  if (trimmed === '') return { ok: true, cents: 0 };
  if (/^-/.test(trimmed)) return { ok: false, message: TipMessages.amountInvalid };
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return { ok: false, message: TipMessages.amountNotCents };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const checked = tipCentsSchema.safeParse(cents);
  return checked.success
    ? { ok: true, cents }
    : { ok: false, message: checked.error.issues[0]?.message ?? TipMessages.amountInvalid };
}
