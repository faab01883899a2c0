import { parseTipDollars, tipPresetCents, tipPresets } from '@hearth/contracts';

/**
 * A tip as the guest chooses it (docs/rules/payments.md#tips): no tip, one of the presets
 * (`p10`, `p15`, `p20`: percent of the food subtotal) or another amount typed in dollars.
 */
export interface TipValue {
  choice: 'none' | 'custom' | `p${number}`;
  /** The amount typed for `custom`, in dollars as the guest wrote it. */
  custom: string;
}

/** No tip chosen yet. */
export const NO_TIP: TipValue = { choice: 'none', custom: '' };

/** The presets a food subtotal offers (integer cents), as choices. */
export function tipChoices(
  subtotalCents: number,
): Array<{ choice: TipValue['choice']; percent: number; cents: number }> {
  return tipPresets(subtotalCents).map((p) => ({ ...p, choice: `p${p.percent}` as const }));
}

/**
 * The tip of `value` in integer cents for a food subtotal of `subtotalCents`, or the message to
 * show under the amount field (contracts' `TipMessages`: negative, out of range, a fraction of a
 * cent). An empty custom amount is no tip.
 */
export function tipCentsOf(
  value: TipValue,
  subtotalCents: number,
): { ok: true; cents: number } | { ok: false; message: string } {
  if (value.choice === 'none') return { ok: true, cents: 0 };
  if (value.choice === 'custom') return parseTipDollars(value.custom);
  return { ok: true, cents: tipPresetCents(subtotalCents, Number(value.choice.slice(1))) };
}
