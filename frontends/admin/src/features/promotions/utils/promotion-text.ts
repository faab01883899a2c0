import { PromotionStatusLabels } from '@hearth/contracts/messages';
import type { AdminPromotionFieldsFragment, PromotionStatus } from '@hearth/graphql-client';
import { formatPrice } from '@hearth/ui';
import { adminLocales, formatDateTime } from '../../../lib/format';

type Promotion = AdminPromotionFieldsFragment;

/** What the Create Promotion panel says (server messages come as they are). */
export const PromotionPanelMessages = {
  loading: 'Loading promotions…',
  loadFailed: 'The promotions could not be loaded.',
  targetsFailed: 'The restaurants could not be loaded. Please try again.',
  empty: 'No promotions yet. Create one above: guests see it on restaurant cards and at checkout.',
  created: (name: string) => `Promotion “${name}” created`,
  createFailed: 'The promotion could not be created. Please try again.',
  paused: (name: string) => `“${name}” paused`,
  resumed: (name: string) => `“${name}” resumed`,
  ended: (name: string) => `“${name}” ended`,
  actionFailed: 'The promotion could not be changed. Please try again.',
  endConfirm: (name: string) =>
    `End “${name}” for good? Guests can no longer use it; orders that used it keep their discount.`,
  firstOnly: (n: number) => `Showing the ${n} newest promotions.`,
} as const;

/** A promotion's state as admins say it. */
export const statusLabel = (status: PromotionStatus): string => PromotionStatusLabels[status];

/** '15% off' or '$5.00 off', with the minimum: '15% off orders of $30.00 or more'. */
export function discountText(
  p: Pick<Promotion, 'discountType' | 'percentOff' | 'amountOffCents' | 'minSubtotalCents'>,
): string {
  const amount =
    p.discountType === 'PERCENT'
      ? `${p.percentOff ?? 0}% off`
      : `${formatPrice(p.amountOffCents ?? 0)} off`;
  return p.minSubtotalCents > 0
    ? `${amount} orders of ${formatPrice(p.minSubtotalCents)} or more`
    : amount;
}

/** A date and time in the promotion's own zone, with the zone: `Dec 1, 2026, 9:00 a.m. EST`. */
export function whenText(iso: string, timeZone: string, locales = adminLocales()): string {
  return formatDateTime(iso, locales, timeZone);
}

/** 'Used 3 of 10 · 1 per guest', 'Used 3 · no limit'. */
export function limitsText(
  p: Pick<Promotion, 'redemptionCount' | 'totalLimit' | 'perGuestLimit'>,
): string {
  const used =
    p.totalLimit === null || p.totalLimit === undefined
      ? `Used ${p.redemptionCount} · no total limit`
      : `Used ${p.redemptionCount} of ${p.totalLimit}`;
  const perGuest = p.perGuestLimit ? ` · ${p.perGuestLimit} per guest` : '';
  return used + perGuest;
}

/**
 * Who may use it, in words: 'Every guest and restaurant', or e.g. '2 restaurants · Italian ·
 * First orders · Waitlist members'. `names` maps restaurant ids to names.
 */
export function restrictionsText(
  p: Pick<Promotion, 'restaurantIds' | 'cuisines' | 'firstOrderOnly' | 'waitlistOnly'>,
  names: ReadonlyMap<string, string>,
): string {
  const parts: string[] = [];
  if (p.restaurantIds.length > 0) {
    const known = p.restaurantIds.map((id) => names.get(id)).filter(Boolean) as string[];
    parts.push(
      known.length === p.restaurantIds.length && known.length <= 2
        ? known.join(', ')
        : `${p.restaurantIds.length} restaurant${p.restaurantIds.length === 1 ? '' : 's'}`,
    );
  }
  if (p.cuisines.length > 0) parts.push(p.cuisines.join(', '));
  if (p.firstOrderOnly) parts.push('First orders');
  if (p.waitlistOnly) parts.push('Waitlist members');
  return parts.length > 0 ? parts.join(' · ') : 'Every guest and restaurant';
}

/** Who pays for the discount, as admins say it. */
export const FUNDER_LABELS = { PLATFORM: 'Hearth', CHEF: 'The chef' } as const;

/** Who pays, in the list. */
export const FUNDER_TEXT = { PLATFORM: 'Hearth pays', CHEF: 'The chef pays' } as const;

/** The zones the form offers (Canada's), Toronto first. */
export const TIME_ZONES = [
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Regina',
  'America/Winnipeg',
  'America/Halifax',
  'America/St_Johns',
] as const;
